// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogues.h"

#include <QAtomicPointer>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QLocale>
#include <QMutex>
#include <QThread>
#include <QTranslator>

#include <map>
#include <memory>

namespace nq {

namespace {

/// The catalogue this thread speaks while a Speaking lives (nullptr: English as written).
thread_local const QTranslator *t_catalogue = nullptr;
thread_local bool t_speaking = false;

/// The one translator the application holds: the chosen catalogue's words, or the thread's.
class Router final : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        if (t_speaking) {
            // Never null: the catalogue behind this one (the window's) must not answer.
            const QString words = t_catalogue
                ? t_catalogue->translate(context, source, disambiguation, n)
                : QString();
            return words.isNull() ? QString::fromUtf8(source) : words;
        }
        const QTranslator *chosen = m_chosen.loadAcquire();
        return chosen ? chosen->translate(context, source, disambiguation, n) : QString();
    }
    bool isEmpty() const override { return false; }

    QAtomicPointer<const QTranslator> m_chosen;
};

struct Store
{
    QMutex mutex;
    std::map<QString, std::unique_ptr<QTranslator>> loaded; ///< nullptr: looked for, not found
    Router router;
    bool installed = false;
};

Store &store()
{
    static Store s;
    return s;
}

/// The catalogue of `code`, loaded once; nullptr when it is nowhere.
const QTranslator *catalogue(const QString &code)
{
    if (!Catalogues::codes().contains(code))
        return nullptr;
    Store &s = store();
    const QMutexLocker lock(&s.mutex);
    auto found = s.loaded.find(code);
    if (found != s.loaded.end())
        return found->second.get();
    auto translator = std::make_unique<QTranslator>();
    const QString name = QStringLiteral("nqueens_%1.qm").arg(code);
    bool ok = translator->load(QStringLiteral(":/i18n/") + name);
    if (!ok && QCoreApplication::instance()) {
        // Installed beside the program (share/nqueens-studio/translations), or in the build
        // tree (app/studio), for the command line and the tests.
        const QDir bin(QCoreApplication::applicationDirPath());
        for (const QString &folder :
             { bin.filePath(QStringLiteral("../share/nqueens-studio/translations")),
               bin.filePath(QStringLiteral("../app/studio")) }) {
            if ((ok = translator->load(name, folder)))
                break;
        }
    }
    if (!ok)
        translator.reset();
    else if (QCoreApplication::instance())
        // Loaded on a worker (a page written behind the window), it outlives the worker.
        translator->moveToThread(QCoreApplication::instance()->thread());
    return s.loaded.emplace(code, std::move(translator)).first->second.get();
}

bool onAppThread()
{
    const QCoreApplication *app = QCoreApplication::instance();
    return app && app->thread() == QThread::currentThread();
}

} // namespace

QStringList Catalogues::codes()
{
    return { QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("zh_CN") };
}

QString Catalogues::nativeName(const QString &code)
{
    if (code == u"ja")
        return QStringLiteral("日本語");
    if (code == u"zh_CN")
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString Catalogues::current()
{
    const QString locale = QLocale().name();
    if (locale.startsWith(u"zh"))
        return QStringLiteral("zh_CN");
    return locale.startsWith(u"ja") ? QStringLiteral("ja") : QStringLiteral("en");
}

QString Catalogues::webTag(const QString &code)
{
    return QString(code).replace(u'_', u'-');
}

bool Catalogues::available(const QString &code)
{
    return catalogue(code) != nullptr;
}

bool Catalogues::use(const QString &code)
{
    if (!onAppThread())
        return false; // a LanguageChange is the application's thread's to send
    const QTranslator *chosen = catalogue(code);
    Store &s = store();
    s.router.m_chosen.storeRelease(chosen);
    // Installed once, and never out in between: a page written on a worker meanwhile keeps
    // its languages. Every widget gets a LanguageChange.
    if (!s.installed) {
        s.installed = QCoreApplication::installTranslator(&s.router);
    } else {
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
    return chosen != nullptr;
}

Catalogues::Speaking::Speaking(const QString &code)
    : m_before(t_catalogue), m_wasSpeaking(t_speaking)
{
    // The router answers only once installed: on the application's thread, the first
    // Speaking installs it (the command line's English uses no catalogue otherwise).
    Store &s = store();
    if (onAppThread() && !s.installed) // (only the application's thread touches `installed`)
        s.installed = QCoreApplication::installTranslator(&s.router);
    t_catalogue = catalogue(code);
    t_speaking = true;
}

Catalogues::Speaking::~Speaking()
{
    t_catalogue = static_cast<const QTranslator *>(m_before);
    t_speaking = m_wasSpeaking;
}

} // namespace nq
