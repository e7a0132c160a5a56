<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <source>View</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件[&amp;F]</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>退出[&amp;x]</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一个</translation>
    </message>
    <message>
        <source>Third</source>
        <translation>第三个</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>语言: %1</translation>
    </message>
    <message>
        <source>English</source>
        <translation>简体中文</translation>
    </message>
    <message>
        <source>Oblique</source>
        <translation>斜投影</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二个</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>等角投影</translation>
    </message>
    <message>
        <source>Perspective</source>
        <translation>透视投影</translation>
    </message>
    <message>
        <source>Internationalization Example</source>
        <translation>国际化范例</translation>
    </message>
    <message>
        <source>LTR</source>
        <translation>LTR</translation>
    </message>
</context>
</TS>
