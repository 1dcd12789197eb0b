// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/qtspeechengine.h"

#include <QLoggingCategory>
#include <QTextToSpeech>
#include <QVoice>

#include <algorithm>

namespace nq {

namespace {
// QT_LOGGING_RULES="nq.speech.debug=true" shows what is said and when it ends.
Q_LOGGING_CATEGORY(lcSpeech, "nq.speech", QtWarningMsg)
} // namespace

QtSpeechEngine::QtSpeechEngine(QObject *parent)
    : SpeechEngine(parent), m_speech(std::make_unique<QTextToSpeech>())
{
    // Speech Dispatcher reports each sentence's begin and end (or cancel) late, as states: a
    // Ready that comes before this sentence began belongs to the one it cut off.
    connect(m_speech.get(), &QTextToSpeech::stateChanged, this, [this](QTextToSpeech::State s) {
        qCDebug(lcSpeech) << "state" << s;
        if (s == QTextToSpeech::Speaking) {
            m_begun = true;
        } else if (m_speaking && m_begun) {
            m_speaking = false;
            emit finished();
        }
    });
}

QtSpeechEngine::~QtSpeechEngine() = default;

QString QtSpeechEngine::problem() const
{
    if (m_speech->state() == QTextToSpeech::Error || m_speech->availableLocales().isEmpty())
        return tr("The system's speech service gave no voice: Speech Dispatcher (Debian's "
                  "packages speech-dispatcher and speech-dispatcher-espeak-ng) must be installed "
                  "and able to reach a sound device.");
    return {};
}

void QtSpeechEngine::useLocale(const QLocale &locale) const
{
    QLocale use = locale;
    for (const QLocale &l : m_speech->availableLocales()) {
        if (l.language() == locale.language()) {
            use = l;
            if (l.territory() == locale.territory())
                break;
        }
    }
    if (m_speech->locale() != use)
        m_speech->setLocale(use);
    for (const QVoice &v : m_speech->availableVoices()) {
        if (v.name() == m_voice) {
            m_speech->setVoice(v);
            break;
        }
    }
}

void QtSpeechEngine::say(const QString &text, const QLocale &locale)
{
    useLocale(locale);
    // Whatever is said or waiting is cut off (Speech Dispatcher queues its messages).
    m_speech->stop();
    m_speaking = true; // until the state says it ended
    m_begun = false;
    qCDebug(lcSpeech) << "say" << m_speech->locale() << text;
    m_speech->say(text);
    if (m_speech->state() == QTextToSpeech::Error) {
        m_speaking = false;
        emit finished();
    }
}

void QtSpeechEngine::stop()
{
    m_speech->stop();
}

bool QtSpeechEngine::hasVoiceFor(const QLocale &locale) const
{
    const QList<QLocale> locales = m_speech->availableLocales();
    return std::any_of(locales.begin(), locales.end(),
                       [&](const QLocale &l) { return l.language() == locale.language(); });
}

QStringList QtSpeechEngine::voices(const QLocale &locale) const
{
    const QLocale before = m_speech->locale();
    QStringList names;
    if (!hasVoiceFor(locale))
        return names;
    useLocale(locale);
    for (const QVoice &v : m_speech->availableVoices())
        names << v.name();
    m_speech->setLocale(before);
    return names;
}

void QtSpeechEngine::setRate(double rate)
{
    m_speech->setRate(std::clamp(rate, -1.0, 1.0));
}

void QtSpeechEngine::setVolume(double volume)
{
    m_speech->setVolume(std::clamp(volume, 0.0, 1.0));
}

} // namespace nq
