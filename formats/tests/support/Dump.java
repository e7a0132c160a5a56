// A tiny reader for the .properties cross-checks of formats/tests (properties.rs,
// line_terminators.rs): reads each file named on the command line as Java 9+ resource bundles do
// and prints one JSON line per file, its sorted map or the error Java throws.
import java.io.*;
import java.util.*;
public class Dump {
    public static void main(String[] args) throws Exception {
        StringBuilder out = new StringBuilder();
        for (String f : args) {
            out.append("{\"file\":").append(q(f));
            try (InputStream in = new FileInputStream(f)) {
                PropertyResourceBundle b = new PropertyResourceBundle(in);
                out.append(",\"map\":{");
                boolean first = true;
                for (String k : new TreeSet<>(b.keySet())) {
                    if (!first) out.append(',');
                    first = false;
                    out.append(q(k)).append(':').append(q(b.getString(k)));
                }
                out.append('}');
            } catch (IllegalArgumentException e) {
                out.append(",\"error\":").append(q(String.valueOf(e.getMessage())));
            }
            out.append("}\n");
        }
        System.out.write(out.toString().getBytes("US-ASCII"));
        System.out.flush();
    }
    static String q(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }
}
