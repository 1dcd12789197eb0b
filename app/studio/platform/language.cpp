// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/language.h"

#include "catalogues.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace nq {

namespace {
std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
} // namespace

QStringList Language::codes()
{
    return Catalogues::codes();
}

QString Language::nativeName(const QString &code)
{
    return Catalogues::nativeName(code);
}

QString Language::resolve(const QString &setting)
{
    if (codes().contains(setting))
        return setting;
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::Japanese)
        return QStringLiteral("ja");
    if (system.language() == QLocale::Chinese)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

QString Language::apply(const QString &setting)
{
    const QString code = resolve(setting);
    // Before the catalogues, whose change retranslates every widget at once: the words and
    // their numbers (and what speaks them) take the new language together.
    QLocale::setDefault(QLocale(code));
    if (QTranslator *old = qtTranslator().get()) {
        QCoreApplication::removeTranslator(old);
        qtTranslator().reset();
    }
    // English has a catalogue too: the singular and plural forms of the counted phrases.
    Catalogues::use(code);
    auto qt = std::make_unique<QTranslator>();
    if (code != u"en"
        && qt->load(QStringLiteral("qtbase_%1").arg(code),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    return code;
}

} // namespace nq
