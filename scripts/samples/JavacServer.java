// javac, kept running for one run of the sample checker (scripts/samples/run.mjs, javacServer): each
// request is one javac command line, compiled by the JDK's own compiler (javax.tools) in this JVM, so the
// JVM starts and warms up once per run instead of once per sample.
//
// Protocol, one line each way, UTF-8: the request is an id and javac's arguments, separated by tabs; the
// answer is the id, javac's exit status and everything javac printed (Base64), separated by tabs. Requests
// are compiled as they come, several at once; answers come in the order they finish. End of input ends it.
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class JavacServer {
  public static void main(String[] args) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      System.err.println("this Java runtime has no compiler (javax.tools): a JDK is needed, not a JRE");
      System.exit(3);
    }
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    ExecutorService pool = Executors.newCachedThreadPool();
    String line;
    while ((line = in.readLine()) != null) {
      String[] fields = line.split("\t", -1);
      String id = fields[0];
      String[] javacArgs = Arrays.copyOfRange(fields, 1, fields.length);
      pool.execute(() -> {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int status;
        try {
          status = javac.run(null, printed, printed, javacArgs);
        } catch (RuntimeException | Error e) {
          e.printStackTrace(new PrintStream(printed, true, StandardCharsets.UTF_8));
          status = 4; // javac's own status for an abnormal end
        }
        String answer = id + "\t" + status + "\t" + Base64.getEncoder().encodeToString(printed.toByteArray());
        synchronized (out) {
          out.println(answer);
        }
      });
    }
    pool.shutdown();
    pool.awaitTermination(10, TimeUnit.MINUTES);
  }
}
