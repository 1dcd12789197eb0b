// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/qtspeechengine.h"

#include <QLoggingCategory>
#include <QPointer>
#include <QTextToSpeech>
#include <QVoice>

#include <algorithm>
#include <functional>

namespace nq {

namespace {
// QT_LOGGING_RULES="nq.speech.debug=true" shows what is said and when it ends.
Q_LOGGING_CATEGORY(lcSpeech, "nq.speech", QtWarningMsg)

QString languageCode(const QLocale &locale)
{
    return QLocale::languageToCode(locale.language());
}
} // namespace

/// QTextToSpeech on the speech thread; it tells the engine through queued calls.
class SpeechWorker : public QObject
{
public:
    explicit SpeechWorker(QtSpeechEngine *engine) : m_engine(engine) { }

    // Made on the thread: lists every voice, by language.
    void start(const std::function<void(const QList<QLocale> &, const QHash<QString, QStringList> &,
                                        bool)> &listed)
    {
        m_speech = new QTextToSpeech(this);
        const bool failed = m_speech->state() == QTextToSpeech::Error;
        QList<QLocale> locales;
        QHash<QString, QStringList> voices;
        if (!failed) {
            const QLocale first = m_speech->locale();
            locales = m_speech->availableLocales();
            for (const QLocale &l : std::as_const(locales)) {
                m_speech->setLocale(l);
                QStringList &names = voices[languageCode(l)];
                for (const QVoice &v : m_speech->availableVoices()) {
                    if (!names.contains(v.name()))
                        names << v.name();
                }
            }
            m_speech->setLocale(first);
        }
        QObject::connect(m_speech, &QTextToSpeech::stateChanged, this,
                         [this](QTextToSpeech::State s) { tell(int(s)); });
        QMetaObject::invokeMethod(
            m_engine, [=] { listed(locales, voices, failed); }, Qt::QueuedConnection);
    }

    void say(const QString &text, const QLocale &locale, const QString &voice, double rate,
             double volume)
    {
        if (!m_speech)
            return;
        // The locale of that language the service has (the territory's if it has it).
        QLocale use = locale;
        for (const QLocale &l : m_speech->availableLocales()) {
            if (l.language() == locale.language()) {
                use = l;
                if (l.territory() == locale.territory())
                    break;
            }
        }
        if (m_speech->locale() != use || (voice.isEmpty() && !m_voice.isEmpty()))
            m_speech->setLocale(use); // its own voice again
        m_voice.clear();
        for (const QVoice &v : m_speech->availableVoices()) {
            if (!voice.isEmpty() && v.name() == voice) {
                m_speech->setVoice(v);
                m_voice = voice;
                break;
            }
        }
        m_speech->setRate(rate);
        m_speech->setVolume(volume);
        // Whatever is said or waiting is cut off (Speech Dispatcher queues its messages).
        m_speech->stop();
        m_speech->say(text);
        if (m_speech->state() == QTextToSpeech::Error)
            tell(int(QTextToSpeech::Error));
    }

    void stop()
    {
        if (m_speech)
            m_speech->stop();
    }

private:
    void tell(int state)
    {
        QPointer<QtSpeechEngine> engine = m_engine;
        QMetaObject::invokeMethod(
            m_engine,
            [engine, state] {
                if (engine)
                    engine->onState(state);
            },
            Qt::QueuedConnection);
    }
    QtSpeechEngine *m_engine; // outlives the thread: it stops and waits for it
    QTextToSpeech *m_speech = nullptr;
    QString m_voice; // the voice chosen last ("": the locale's own)
};

QtSpeechEngine::QtSpeechEngine(QObject *parent)
    : SpeechEngine(parent), m_worker(new SpeechWorker(this))
{
    m_thread.setObjectName(QStringLiteral("speech"));
    m_worker->moveToThread(&m_thread);
    m_thread.start();
    SpeechWorker *worker = m_worker;
    QPointer<QtSpeechEngine> self = this;
    QMetaObject::invokeMethod(
        worker,
        [worker, self] {
            worker->start([self](const QList<QLocale> &locales,
                                 const QHash<QString, QStringList> &voices, bool failed) {
                if (self)
                    self->onListed(locales, voices, failed);
            });
        },
        Qt::QueuedConnection);
}

QtSpeechEngine::~QtSpeechEngine()
{
    // Once its thread has ended, the worker (and its QTextToSpeech) goes.
    m_thread.quit();
    m_thread.wait();
    delete m_worker;
}

void QtSpeechEngine::onListed(const QList<QLocale> &locales,
                              const QHash<QString, QStringList> &voices, bool failed)
{
    m_locales = locales;
    m_voices = voices;
    m_failed = failed;
    m_ready = true;
    qCDebug(lcSpeech) << "listed" << locales.size() << "locales" << (failed ? "failed" : "");
    emit ready();
}

void QtSpeechEngine::onState(int state)
{
    qCDebug(lcSpeech) << "state" << QTextToSpeech::State(state);
    // Speech Dispatcher reports each sentence's begin and end (or cancel) late, as states: a
    // Ready that comes before this sentence began belongs to the one it cut off.
    if (state == QTextToSpeech::Speaking) {
        m_begun = true;
    } else if (m_speaking && (m_begun || state == QTextToSpeech::Error)) {
        m_speaking = false;
        emit finished();
    }
}

QString QtSpeechEngine::problem() const
{
    if (m_ready && (m_failed || m_locales.isEmpty()))
        return tr("The system's speech service gave no voice: Speech Dispatcher (Debian's "
                  "packages speech-dispatcher and speech-dispatcher-espeak-ng) must be installed "
                  "and able to reach a sound device.");
    return {};
}

void QtSpeechEngine::say(const QString &text, const QLocale &locale)
{
    m_speaking = true; // until the state says it ended
    m_begun = false;
    qCDebug(lcSpeech) << "say" << locale << text;
    QMetaObject::invokeMethod(
        m_worker,
        [worker = m_worker, text, locale, voice = m_voice, rate = m_rate, volume = m_volume] {
            worker->say(text, locale, voice, rate, volume);
        },
        Qt::QueuedConnection);
}

void QtSpeechEngine::stop()
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->stop(); }, Qt::QueuedConnection);
}

bool QtSpeechEngine::hasVoiceFor(const QLocale &locale) const
{
    return std::any_of(m_locales.begin(), m_locales.end(),
                       [&](const QLocale &l) { return l.language() == locale.language(); });
}

QStringList QtSpeechEngine::voices(const QLocale &locale) const
{
    return m_voices.value(languageCode(locale));
}

void QtSpeechEngine::setRate(double rate)
{
    m_rate = std::clamp(rate, -1.0, 1.0);
}

void QtSpeechEngine::setVolume(double volume)
{
    m_volume = std::clamp(volume, 0.0, 1.0);
}

} // namespace nq
