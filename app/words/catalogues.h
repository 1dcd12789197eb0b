// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace nq {

/**
 * The program's catalogues of words (English, Japanese, Simplified Chinese) and the language
 * tr() speaks: the one the window or the command chose, everywhere; and, on one thread while a
 * `Speaking` lives, another one. A page that carries its words in every language is written so,
 * on a worker thread, while the window goes on in its own.
 *
 * One translator is installed in the application, in front of every other (Qt's own catalogue
 * for its dialogs stays behind it); it answers from the chosen catalogue, or from the thread's.
 */
class Catalogues
{
public:
    /// The codes of the catalogues: "en", "ja", "zh_CN".
    static QStringList codes();
    /// The language's own name for itself ("日本語").
    static QString nativeName(const QString &code);
    /// The language the program speaks now: the window's, or the command's --language (read
    /// from the default locale, which both set).
    static QString current();
    /// The language tag a web page names it by ("zh-CN" for "zh_CN").
    static QString webTag(const QString &code);

    /// Makes `code` the language of tr() for the program: every widget gets a LanguageChange.
    /// False (and the words stay in English) when its catalogue is not found.
    static bool use(const QString &code);
    /// Whether the catalogue of `code` is found (in the program's resources, beside the
    /// program when installed, or in the build tree).
    static bool available(const QString &code);

    /// While it lives, tr() on this thread speaks `code` (English: the words as written, with
    /// the English catalogue's plural forms when it is found). Nested ones restore the outer.
    class Speaking
    {
    public:
        explicit Speaking(const QString &code);
        ~Speaking();
        Speaking(const Speaking &) = delete;
        Speaking &operator=(const Speaking &) = delete;

    private:
        const void *m_before;
        bool m_wasSpeaking;
    };
};

} // namespace nq
