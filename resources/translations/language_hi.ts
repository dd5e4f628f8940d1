<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
    <context>
        <name>LanguageMenu</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="284" />
            <source>&amp;Language</source>
            <translation>भाषा(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="286" />
            <source>System ({language})</source>
            <translation>सिस्टम ({language})</translation>
        </message>
    </context>
    <context>
        <name>Translation</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/translator.py" line="154" />
            <source>No font for {language} is installed, so its text may show as boxes; install one (on Debian or Ubuntu: {package}).</source>
            <translation>{language} के लिए कोई फ़ॉन्ट इंस्टॉल नहीं है, इसलिए पाठ डिब्बों के रूप में दिख सकता है; कोई फ़ॉन्ट इंस्टॉल करें (Debian या Ubuntu पर: {package})।</translation>
        </message>
    </context>
</TS>
