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
    connect(&m_deadline, &QTimer::timeout, this, &CaptionSpeaker::ended);
    m_soon.setSingleShot(true);
    connect(&m_soon, &QTimer::timeout, this, [this] {
        if (!m_after.isEmpty() && !m_sayingNote)
            say(m_after);
    });
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
    if (engine) {
        connect(engine, &SpeechEngine::finished, this, &CaptionSpeaker::ended);
        // The voices known: the words shown meanwhile are said, or what is missing told.
        connect(engine, &SpeechEngine::ready, this, [this] {
            checkLanguage();
            if (!m_lastShown.isEmpty())
                showWords(m_lastShown, false, 0);
        });
    }
    checkLanguage();
}

void CaptionSpeaker::setEnabled(bool on)
{
    m_enabled = on;
    m_unsaid.clear();
    m_after.clear();
    if (!on) {
        m_saying = m_sayingNote = false;
        m_deadline.stop();
        m_soon.stop();
        if (m_engine && m_engine->isSpeaking())
            m_engine->stop();
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
    if (m_engine && !m_engine->isReady()) {
        m_languageOk = false; // not known yet: nothing said, nothing told
        return;
    }
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
    m_lastShown = words;
    if (!m_enabled || !m_engine || !m_languageOk || words.isEmpty())
        return;
    if (playing && (stepsPerSecond <= 0 || stepsPerSecond > kSpeakEachUpTo)) {
        m_unsaid = words; // spoken where playing stops
        return;
    }
    if (m_saying && (m_sayingNote || m_since.elapsed() < kLeastGapMs)) {
        // After the note, or once this sentence has been heard a moment.
        m_after = words;
        if (!m_sayingNote && !m_soon.isActive())
            m_soon.start(int(kLeastGapMs - m_since.elapsed()));
        return;
    }
    say(words);
}

void CaptionSpeaker::showNote(const QString &note)
{
    if (m_enabled && m_engine && m_languageOk && !note.isEmpty())
        say(note, true);
}

void CaptionSpeaker::playingStopped()
{
    if (m_unsaid.isEmpty())
        return;
    const QString words = m_unsaid;
    m_unsaid.clear();
    showWords(words, false, 0);
}

void CaptionSpeaker::ended()
{
    m_saying = m_sayingNote = false;
    m_deadline.stop();
    m_soon.stop();
    if (m_after.isEmpty())
        return;
    const QString words = m_after;
    m_after.clear();
    if (m_enabled && m_engine && m_languageOk)
        say(words);
}

void CaptionSpeaker::say(QString words, bool note)
{
    m_unsaid.clear();
    m_after.clear();
    m_soon.stop();
    // The engine first: the sentence it cuts off ends (finished()) before this one begins.
    m_engine->say(words, QLocale(m_language));
    m_saying = true;
    m_sayingNote = note;
    m_since.start();
    m_deadline.start(longestMs(words));
}

} // namespace nq
