//! The XML family: Android string resources, XLIFF 1.2 and .NET `.resx` (the Apple plist of the
//! `.stringsdict` is with the Apple formats, `apple.rs`). Text goes through the XML escaper of
//! `escape.rs`; the elements are written here.

use std::fmt::Write as _;

use crate::escape::{android_text, xml_text};
use crate::message::{cap, forms, has_placeholders, pascal, plain, render, same, Gen};
use crate::ndjson::{nd_line, NdText};
use crate::words::{ph_value, sections, subsections, CATEGORIES, NUMERIC_PH};
use crate::LANG;

/// [`Kind::AndroidStrings`](crate::Kind::AndroidStrings): the source text and the NDJSON lines.
pub(crate) fn android_strings(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let conv = |name: &str| if NUMERIC_PH.contains(&name) { "d" } else { "s" };
    let aph = |name: &str, i: usize| {
        format!(
            "<xliff:g id=\"{name}\" example=\"{}\">%{i}${}</xliff:g>",
            xml_text(ph_value(name)),
            conv(name)
        )
    };
    let aph_plain = |name: &str, i: usize| format!("%{i}${}", conv(name));
    let pct = |s: &str| s.replace('%', "%%");
    let head = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
                <!--\n  Synthetic resources for throughput benchmarks.\n  Licensed under the Apache License, Version 2.0.\n-->\n\
                <resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\"\n    \
                xmlns:tools=\"http://schemas.android.com/tools\">\n    \
                <string name=\"common_app_name\" translatable=\"false\">Acme Cloud</string>\n";
    let mut out = head.to_string();
    let mut size = head.len();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut section = "";
    while size < target {
        counter += 1;
        let m = g.msg();
        let mut e = String::new();
        let sec = sections()[(counter / 40) % sections().len()];
        if sec != section {
            section = sec;
            let _ = write!(e, "\n    <!-- ===== {} ===== -->\n", cap(sec));
        }
        let name = format!("{sec}_{}_{counter}", m.slug);
        if let Some(c) = &m.comment {
            if g.r.random() < 0.6 {
                let _ = writeln!(e, "    <!-- {} -->", c.replace("--", "-"));
            }
        }
        if m.plural() {
            let _ = writeln!(e, "    <plurals name=\"{name}\">");
            let (en, tr) = (forms(&m.en), forms(&m.tr));
            for (i, cat) in CATEGORIES.iter().enumerate() {
                let text = render(en[i], aph, |s| android_text(&pct(s)));
                let _ = writeln!(e, "        <item quantity=\"{cat}\">{text}</item>");
            }
            e.push_str("    </plurals>\n");
            lines.push(nd_line(
                &name,
                NdText::Plural([render(tr[0], aph_plain, pct), render(tr[1], aph_plain, pct)]),
            ));
        } else {
            let (en, tr) = (plain(&m.en), plain(&m.tr));
            let has_ph = has_placeholders(en);
            let x = g.r.random();
            if x < 0.03 {
                let _ = writeln!(
                    e,
                    "    <string name=\"{name}\" translatable=\"false\">@string/common_app_name</string>"
                );
            } else if x < 0.06 && !has_ph {
                let en = render(en, aph_plain, same)
                    .replace('\\', "\\\\")
                    .replace('\'', "\\'")
                    .replace('"', "\\\"")
                    .replace('\n', "\\n");
                let _ = writeln!(
                    e,
                    "    <string name=\"{name}\"><![CDATA[<b>{}</b>]]></string>",
                    en.replace("]]>", "]]]]><![CDATA[>")
                );
                lines.push(nd_line(
                    &name,
                    NdText::Plain(format!("<b>{}</b>", render(tr, aph_plain, same))),
                ));
            } else {
                let attrs = if !has_ph && render(en, aph_plain, same).contains('%') {
                    " formatted=\"false\""
                } else {
                    ""
                };
                let text = if has_ph {
                    render(en, aph, |s| android_text(&pct(s)))
                } else {
                    render(en, aph, android_text)
                };
                let _ = writeln!(e, "    <string name=\"{name}\"{attrs}>{text}</string>");
                let tr = if has_ph {
                    render(tr, aph_plain, pct)
                } else {
                    render(tr, aph_plain, same)
                };
                lines.push(nd_line(&name, NdText::Plain(tr)));
            }
        }
        size += e.len();
        out.push_str(&e);
    }
    out.push_str("</resources>\n");
    (out, lines)
}

/// [`Kind::Xliff12`](crate::Kind::Xliff12): the source text and the NDJSON lines.
pub(crate) fn xliff12(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    const STATES: &[&str] = &[
        "new",
        "needs-translation",
        "needs-review-translation",
        "translated",
        "final",
        "signed-off",
    ];
    let xph = |_: &str, i: usize| format!("{{{}}}", i - 1);
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
                <xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n";
    let mut out = head.to_string();
    let mut size = head.len();
    let mut lines = Vec::new();
    let mut counter = 0usize;
    let mut file_no = 0usize;
    while size < target {
        file_no += 1;
        let sec = sections()[(file_no - 1) % sections().len()];
        let mut f = format!(
            "  <file original=\"src/{sec}/Resources.resx\" source-language=\"en\" target-language=\"{LANG}\" \
             datatype=\"resx\" date=\"2024-03-12T10:00:00Z\">\n    <header>\n      \
             <tool tool-id=\"synthetic\" tool-name=\"locforge corpus gen\" tool-version=\"1.0\"/>\n    \
             </header>\n    <body>\n"
        );
        for gi in 0..g.r.range(3, 8) {
            let grp = *g.r.choice(subsections());
            let _ = writeln!(
                f,
                "      <group id=\"{sec}-{file_no}-{gi}\" resname=\"{grp}\">"
            );
            for _ in 0..g.r.range(10, 40) {
                counter += 1;
                let m = g.message(0.0, 0.08);
                let uid = format!("{sec}.{grp}.{}_{counter}", m.slug);
                let resname = uid.rsplit('.').next().unwrap_or(&uid).to_string();
                let mut src = render(plain(&m.en), xph, xml_text);
                let mut tgt = render(plain(&m.tr), xph, same);
                if src.contains("&lt;b&gt;") {
                    src = src
                        .replace("&lt;b&gt;", "<g id=\"1\" ctype=\"bold\">")
                        .replace("&lt;/b&gt;", "</g>");
                    tgt = tgt.replace("<b>", "").replace("</b>", "");
                } else if !src.contains('\n') && g.r.random() < 0.05 {
                    src = format!("<g id=\"1\" ctype=\"italic\">{src}</g>");
                }
                if g.r.random() < 0.04 {
                    src.push_str(" <x id=\"2\" ctype=\"lb\"/>(optional)");
                    tgt.push_str(" (optional)");
                }
                let x = g.r.random();
                let ws = if src.contains('\n') || g.r.random() < 0.1 {
                    " xml:space=\"preserve\""
                } else {
                    ""
                };
                if x < 0.03 {
                    let _ = write!(
                        f,
                        "        <trans-unit id=\"{uid}\" resname=\"{resname}\" translate=\"no\"{ws}>\n          \
                         <source>{src}</source>\n        </trans-unit>\n"
                    );
                    continue;
                }
                let _ = writeln!(
                    f,
                    "        <trans-unit id=\"{uid}\" resname=\"{resname}\"{ws}>"
                );
                let _ = writeln!(f, "          <source>{src}</source>");
                if x < 0.5 {
                    let st = *g.r.choice(STATES);
                    let text = if st == "new" {
                        src.clone()
                    } else {
                        xml_text(&tgt)
                    };
                    let _ = writeln!(f, "          <target state=\"{st}\">{text}</target>");
                }
                if let Some(c) = &m.comment {
                    let _ = writeln!(
                        f,
                        "          <note from=\"developer\" priority=\"{}\">{}</note>",
                        g.r.range(1, 5),
                        xml_text(c)
                    );
                }
                if g.r.random() < 0.1 {
                    let _ = writeln!(
                        f,
                        "          <note from=\"translator\">Please check the length, max {} characters.</note>",
                        g.r.range(20, 120)
                    );
                }
                f.push_str("        </trans-unit>\n");
                lines.push(nd_line(&uid, NdText::Plain(tgt)));
            }
            f.push_str("      </group>\n");
        }
        f.push_str("    </body>\n  </file>\n");
        size += f.len();
        out.push_str(&f);
    }
    out.push_str("</xliff>\n");
    (out, lines)
}

/// The header Visual Studio writes into a new `.resx`: the format's comment, the inline XSD
/// schema and the four resheaders (LF line ends here; the file is written with CRLF).
const RESX_HEADER: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<root>
  <!-- 
    Microsoft ResX Schema 
    
    Version 2.0
    
    The primary goals of this format is to allow a simple XML format 
    that is mostly human readable. The generation and parsing of the 
    various data types are done through the TypeConverter classes 
    associated with the data types.
    
    Example:
    
    ... ado.net/XML headers & schema ...
    <resheader name="resmimetype">text/microsoft-resx</resheader>
    <resheader name="version">2.0</resheader>
    <resheader name="reader">System.Resources.ResXResourceReader, System.Windows.Forms, ...</resheader>
    <resheader name="writer">System.Resources.ResXResourceWriter, System.Windows.Forms, ...</resheader>
    <data name="Name1"><value>this is my long string</value><comment>this is a comment</comment></data>
    <data name="Color1" type="System.Drawing.Color, System.Drawing">Blue</data>
    <data name="Bitmap1" mimetype="application/x-microsoft.net.object.binary.base64">
        <value>[base64 mime encoded serialized .NET Framework object]</value>
    </data>
    <data name="Icon1" type="System.Drawing.Icon, System.Drawing" mimetype="application/x-microsoft.net.object.bytearray.base64">
        <value>[base64 mime encoded string representing a byte array form of the .NET Framework object]</value>
        <comment>This is a comment</comment>
    </data>
                
    There are any number of "resheader" rows that contain simple 
    name/value pairs.
    
    Each data row contains a name, and value. The row also contains a 
    type or mimetype. Type corresponds to a .NET class that support 
    text/value conversion through the TypeConverter architecture. 
    Classes that don't support this are serialized and stored with the 
    mimetype set.
    
    The mimetype is used for serialized objects, and tells the 
    ResXResourceReader how to depersist the object. This is currently not 
    extensible. For a given mimetype the value must be set accordingly:
    
    Note - application/x-microsoft.net.object.binary.base64 is the format 
    that the ResXResourceWriter will generate, however the reader can 
    read any of the formats listed below.
    
    mimetype: application/x-microsoft.net.object.binary.base64
    value   : The object must be serialized with 
            : System.Runtime.Serialization.Formatters.Binary.BinaryFormatter
            : and then encoded with base64 encoding.
    
    mimetype: application/x-microsoft.net.object.soap.base64
    value   : The object must be serialized with 
            : System.Runtime.Serialization.Formatters.Soap.SoapFormatter
            : and then encoded with base64 encoding.

    mimetype: application/x-microsoft.net.object.bytearray.base64
    value   : The object must be serialized into a byte array 
            : using a System.ComponentModel.TypeConverter
            : and then encoded with base64 encoding.
    -->
  <xsd:schema id="root" xmlns="" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:msdata="urn:schemas-microsoft-com:xml-msdata">
    <xsd:import namespace="http://www.w3.org/XML/1998/namespace" />
    <xsd:element name="root" msdata:IsDataSet="true">
      <xsd:complexType>
        <xsd:choice maxOccurs="unbounded">
          <xsd:element name="metadata">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" />
              </xsd:sequence>
              <xsd:attribute name="name" use="required" type="xsd:string" />
              <xsd:attribute name="type" type="xsd:string" />
              <xsd:attribute name="mimetype" type="xsd:string" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="assembly">
            <xsd:complexType>
              <xsd:attribute name="alias" type="xsd:string" />
              <xsd:attribute name="name" type="xsd:string" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="data">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
                <xsd:element name="comment" type="xsd:string" minOccurs="0" msdata:Ordinal="2" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" msdata:Ordinal="1" />
              <xsd:attribute name="type" type="xsd:string" msdata:Ordinal="3" />
              <xsd:attribute name="mimetype" type="xsd:string" msdata:Ordinal="4" />
              <xsd:attribute ref="xml:space" />
            </xsd:complexType>
          </xsd:element>
          <xsd:element name="resheader">
            <xsd:complexType>
              <xsd:sequence>
                <xsd:element name="value" type="xsd:string" minOccurs="0" msdata:Ordinal="1" />
              </xsd:sequence>
              <xsd:attribute name="name" type="xsd:string" use="required" />
            </xsd:complexType>
          </xsd:element>
        </xsd:choice>
      </xsd:complexType>
    </xsd:element>
  </xsd:schema>
  <resheader name="resmimetype">
    <value>text/microsoft-resx</value>
  </resheader>
  <resheader name="version">
    <value>2.0</value>
  </resheader>
  <resheader name="reader">
    <value>System.Resources.ResXResourceReader, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <resheader name="writer">
    <value>System.Resources.ResXResourceWriter, System.Windows.Forms, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b77a5c561934e089</value>
  </resheader>
  <assembly alias="System.Drawing" name="System.Drawing, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a" />
  <data name="AppIcon" type="System.Drawing.Icon, System.Drawing" mimetype="application/x-microsoft.net.object.bytearray.base64">
    <value>AAABAAEAEBAAAAEAIABoBAAAFgAAACgAAAAQAAAAIAAAAAEAIAAAAAAAAAQAABILAAASCwAAAAAAAAAAAAD///8A////AP///wD///8A</value>
  </data>
"#;

/// [`Kind::Resx`](crate::Kind::Resx): the source text and the NDJSON lines.
pub(crate) fn resx(g: &mut Gen, target: usize) -> (String, Vec<String>) {
    let ph = |_: &str, i: usize| format!("{{{}}}", i - 1);
    let mut out = RESX_HEADER.to_string();
    // The file is written with CRLF: count each line end twice.
    let mut size = out.len() + out.matches('\n').count() + 3;
    let mut lines = Vec::new();
    let mut counter = 0usize;
    while size < target {
        counter += 1;
        let m = g.msg();
        let sec = sections()[(counter / 40) % sections().len()];
        let sub = *g.r.choice(subsections());
        let name = format!(
            "{}_{}_{}{counter}",
            pascal(sec),
            pascal(sub),
            pascal(&m.slug)
        );
        let mut e = String::new();
        let x = g.r.random();
        if x < 0.01 {
            let _ = write!(
                e,
                "  <data name=\"{name}.Size\" type=\"System.Drawing.Size, System.Drawing\">\n    \
                 <value>{}, {}</value>\n  </data>\n",
                g.r.range(40, 400),
                g.r.range(16, 64)
            );
        } else if x < 0.02 {
            let _ = write!(
                e,
                "  <data name=\"&gt;&gt;{name}.Name\" xml:space=\"preserve\">\n    <value>{name}</value>\n  </data>\n"
            );
        }
        let en = render(plain(&m.en), ph, same);
        let tr = render(plain(&m.tr), ph, same);
        let ty = if g.r.random() < 0.02 {
            " type=\"System.String, mscorlib\""
        } else {
            ""
        };
        let _ = write!(
            e,
            "  <data name=\"{name}\"{ty} xml:space=\"preserve\">\n    <value>{}</value>\n",
            xml_text(&en)
        );
        if let Some(c) = &m.comment {
            if g.r.random() < 0.5 {
                let _ = writeln!(e, "    <comment>{}</comment>", xml_text(c));
            }
        }
        e.push_str("  </data>\n");
        lines.push(nd_line(&name, NdText::Plain(tr)));
        size += e.len() + e.matches('\n').count();
        out.push_str(&e);
    }
    out.push_str("</root>");
    let out = format!("\u{feff}{}\r\n", out.replace('\n', "\r\n"));
    (out, lines)
}
