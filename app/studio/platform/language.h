// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace nq {

/// The program's languages: installs its catalogue and Qt's own for standard dialogs. Installing
/// sends every widget a LanguageChange, so the switch happens at once, without a restart.
class Language
{
public:
    /// The codes of the catalogues: "en", "ja", "zh_CN".
    static QStringList codes();
    /// The language's own name for itself ("日本語").
    static QString nativeName(const QString &code);
    /// The catalogue code for a setting: "" means the system's language.
    static QString resolve(const QString &setting);
    /// Installs the translators for a setting ("" = system); returns the code in use.
    static QString apply(const QString &setting);
};

} // namespace nq
