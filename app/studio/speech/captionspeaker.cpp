// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/captionspeaker.h"

#include "speech/speechengine.h"
#include "voicecheck.h"

#include <QLocale>

namespace nq {

CaptionSpeaker::CaptionSpeaker(QObject *parent) : QObject(parent) { }

void CaptionSpeaker::setEngine(SpeechEngine *engine)
{
    if (m_engine)
        disconnect(m_engine, nullptr, this, nullptr);
    m_engine = engine;
    m_saying = false;
    if (engine)
        connect(engine, &SpeechEngine::finished, this, [this] { m_saying = false; });
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
    if (m_enabled && m_engine && !m_languageOk && !m_told.contains(m_language)) {
        m_told.insert(m_language);
        emit noVoice(VoiceCheck::missing(m_language));
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
    m_engine->say(words, QLocale(m_language));
}

} // namespace nq
