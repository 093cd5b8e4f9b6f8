import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the build writes a file for Rspress to read back (the list pages of plugins/posts, the icon style sheet
 * of plugins/social-icons): node_modules/.cache/free-blog/ under the project the build runs in.
 */
export function generatedPath(...parts: string[]): string {
  return path.join(process.cwd(), 'node_modules', '.cache', 'free-blog', ...parts);
}

const ROOT_FILE = 'root.txt';

/**
 * A folder of generatedPath(kind) for the files built from one docs folder, `root`: two builds at once of
 * different sites in one project (the blog and the fixture site, or copies of it in the build tests) each read
 * their own, where one shared folder had each build empty the other's. Its name is a hash of the root, so a
 * site's files keep their paths from one build to the next and between checkouts (the bundles' hashes depend
 * on them). The folders of roots that no longer exist (the build tests' temporary copies) are removed.
 */
export function generatedDirFor(kind: string, root: string, base = generatedPath(kind)): string {
  const abs = path.resolve(root);
  // Hashed as a path from the project, so that a checkout anywhere builds the same bundles.
  const dir = path.join(base, crypto.createHash('sha256').update(path.relative(process.cwd(), abs)).digest('hex').slice(0, 16));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ROOT_FILE), abs);
  for (const entry of fs.readdirSync(base, { withFileTypes: true })) {
    const other = path.join(base, entry.name);
    if (other === dir) continue;
    let gone = !entry.isDirectory(); // a file: left by the earlier layout, every list page in this one folder
    if (!gone) {
      try {
        gone = !fs.existsSync(fs.readFileSync(path.join(other, ROOT_FILE), 'utf8'));
      } catch {
        // No record yet: a build starting at this moment has made the folder and not yet written it.
      }
    }
    if (gone) fs.rmSync(other, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Writes `files` (name → text) into `dir` and removes every other file there but the root's record. A file is only
 * written when its text changed, and through a new name renamed over the old, so a build of the same root running
 * at the same time never reads a file half written or missing.
 */
export function writeGeneratedFiles(dir: string, files: Map<string, string>): void {
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  }
  for (const name of fs.readdirSync(dir)) {
    if (name !== ROOT_FILE && !files.has(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
  }
}
