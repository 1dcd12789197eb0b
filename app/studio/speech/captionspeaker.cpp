// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/captionspeaker.h"

#include "speech/speechengine.h"
#include "voicecheck.h"

#include <QLocale>

#include <algorithm>

namespace nq {

CaptionSpeaker::CaptionSpeaker(QObject *parent) : QObject(parent)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { m_saying = false; });
}

int CaptionSpeaker::longestMs(const QString &words)
{
    // A slow voice reads about 10 characters a second; twice that, and 2 s more.
    return int(std::min<qsizetype>(2000 + 200 * words.size(), 30000));
}

void CaptionSpeaker::setEngine(SpeechEngine *engine)
{
    if (m_engine)
        disconnect(m_engine, nullptr, this, nullptr);
    m_engine = engine;
    m_saying = false;
    if (engine)
        connect(engine, &SpeechEngine::finished, this, [this] {
            m_saying = false;
            m_deadline.stop();
        });
    checkLanguage();
}

void CaptionSpeaker::setEnabled(bool on)
{
    m_enabled = on;
    m_unsaid.clear();
    if (!on) {
        if (m_engine && m_saying)
            m_engine->stop();
        m_saying = false;
        m_deadline.stop();
    }
    checkLanguage();
}

void CaptionSpeaker::setLanguage(const QString &code, bool chosenVoice)
{
    m_language = code.isEmpty() ? QStringLiteral("en") : code;
    m_chosenVoice = chosenVoice;
    checkLanguage();
}

void CaptionSpeaker::checkLanguage()
{
    const bool hasVoice = m_engine && m_engine->hasVoiceFor(QLocale(m_language));
    m_languageOk = VoiceCheck::speaks(m_language, hasVoice, m_chosenVoice);
    if (!m_enabled || !m_engine || m_languageOk)
        return;
    // No speech at all is said once, whatever the language; a language without a voice, once
    // for each.
    const QString none = m_engine->problem();
    const QString key = none.isEmpty() ? m_language : QString();
    if (!m_told.contains(key)) {
        m_told.insert(key);
        emit noVoice(none.isEmpty() ? VoiceCheck::missing(m_language) : none);
    }
}

void CaptionSpeaker::showWords(const QString &words, bool playing, double stepsPerSecond)
{
    if (!m_enabled || !m_engine || !m_languageOk || words.isEmpty())
        return;
    if (playing && (stepsPerSecond <= 0 || stepsPerSecond > kSpeakEachUpTo)) {
        m_unsaid = words; // spoken where playing stops
        return;
    }
    say(words);
}

void CaptionSpeaker::playingStopped()
{
    if (m_unsaid.isEmpty())
        return;
    const QString words = m_unsaid;
    m_unsaid.clear();
    if (m_enabled && m_engine && m_languageOk)
        say(words);
}

void CaptionSpeaker::say(const QString &words)
{
    m_unsaid.clear();
    m_saying = true;
    m_deadline.start(longestMs(words));
    m_engine->say(words, QLocale(m_language));
}

} // namespace nq
