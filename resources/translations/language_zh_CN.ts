<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="284" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="286" />
            <source>System ({language})</source>
            <translation>跟随系统（{language}）</translation>
        </message>
    </context>
    <context>
        <name>Translation</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="154" />
            <source>No font for {language} is installed, so its text may show as boxes; install one (on Debian or Ubuntu: {package}).</source>
            <translation>未安装{language}字体，文字可能显示为方框；请安装一种字体（Debian 或 Ubuntu：{package}）。</translation>
        </message>
    </context>
</TS>
