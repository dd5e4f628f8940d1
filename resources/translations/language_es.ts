<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
            <translation>No hay ninguna fuente instalada para {language}, así que el texto puede verse como cuadros; instale una (en Debian o Ubuntu: {package}).</translation>
        </message>
    </context>
</TS>
