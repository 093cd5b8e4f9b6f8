// Where the fixture site is (tests/fixtures/site: a few pages of every shape the plugins and the theme
// handle), named once for the tests of both runners. This module imports no test framework and reads nothing
// when it is loaded, so Vitest's files and Playwright's can both import it. (package.json's build:fixture
// names the same folder for the shell.)
import { fileURLToPath } from 'node:url';

/** The fixture site's content root, tests/fixtures/site. */
export const FIXTURE_ROOT = fileURLToPath(new URL('../fixtures/site', import.meta.url));
