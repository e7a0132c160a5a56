<?xml version="1.0" encoding="utf-8"?>
<!--
When using CMake, run the update_translations CMake target
to populate the source strings in this file.

When using QMake, run the following command:
    lupdate arrowpad.pro
-->
<!DOCTYPE TS>
<TS version="2.1" language="en_US"/>
