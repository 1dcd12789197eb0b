// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace nq {

namespace {
std::unique_ptr<QTranslator> &appTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
std::unique_ptr<QTranslator> &qtTranslator()
{
    static std::unique_ptr<QTranslator> t;
    return t;
}
} // namespace

QStringList Language::codes()
{
    return { QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_CN") };
}

QString Language::nativeName(const QString &code)
{
    if (code == u"ja")
        return QStringLiteral("日本語");
    if (code == u"zh_CN")
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
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
    for (auto *slot : { &appTranslator(), &qtTranslator() }) {
        if (*slot) {
            QCoreApplication::removeTranslator(slot->get());
            slot->reset();
        }
    }
    // English has a catalogue too: the singular and plural forms of the counted phrases.
    auto app = std::make_unique<QTranslator>();
    if (app->load(QStringLiteral(":/i18n/nqueens_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(app.get());
        appTranslator() = std::move(app);
    }
    auto qt = std::make_unique<QTranslator>();
    if (code != u"en"
        && qt->load(QStringLiteral("qtbase_%1").arg(code),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    QLocale::setDefault(QLocale(code));
    return code;
}

} // namespace nq
