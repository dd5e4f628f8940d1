<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="284" />
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="286" />
            <source>System ({language})</source>
            <translation>システムに従う（{language}）</translation>
        </message>
    </context>
    <context>
        <name>Translation</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="154" />
            <source>No font for {language} is installed, so its text may show as boxes; install one (on Debian or Ubuntu: {package}).</source>
            <translation>{language}のフォントがインストールされていないため、文字が四角で表示されることがあります。フォントをインストールしてください（Debian・Ubuntu では {package}）。</translation>
        </message>
    </context>
</TS>
