<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mainwindow.cpp" line="12"/>
        <source>&amp;Open…</source>
        <comment>menu</comment>
        <extracomment>Opens a document</extracomment>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../mainwindow.cpp" line="40"/>
        <source>%n file(s) selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message id="status.ready">
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
