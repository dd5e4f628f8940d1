<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="284" />
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="286" />
            <source>System ({language})</source>
            <translation>Sistema ({language})</translation>
        </message>
    </context>
    <context>
        <name>Translation</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="154" />
            <source>No font for {language} is installed, so its text may show as boxes; install one (on Debian or Ubuntu: {package}).</source>
            <translation>Nenhuma fonte para {language} está instalada, então o texto pode aparecer como quadrados; instale uma (no Debian ou Ubuntu: {package}).</translation>
        </message>
    </context>
</TS>
