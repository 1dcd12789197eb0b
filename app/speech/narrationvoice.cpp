// SPDX-License-Identifier: GPL-3.0-or-later
#include "narrationvoice.h"

#include "voicecheck.h"

#include <espeak-ng/speak_lib.h>

#include <mutex>

namespace nq {

namespace {

std::mutex &espeakLock()
{
    static std::mutex lock;
    return lock;
}

// Set once, under the lock: the sample rate (<= 0: eSpeak NG did not start).
int g_rate = 0;
bool g_started = false;

int collect(short *wav, int count, espeak_EVENT *events)
{
    if (wav && count > 0 && events && events->user_data) {
        auto *out = static_cast<std::vector<std::int16_t> *>(events->user_data);
        out->insert(out->end(), wav, wav + count);
    }
    return 0; // go on
}

int startEspeak()
{
    if (!g_started) {
        g_started = true;
        // Synchronous: the samples come back through the callback, nothing is played.
        g_rate
            = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 500, nullptr, espeakINITIALIZE_DONT_EXIT);
        if (g_rate > 0)
            espeak_SetSynthCallback(&collect);
    }
    return g_rate;
}

} // namespace

NarrationVoice::NarrationVoice(const QString &language) : m_language(language)
{
    if (!VoiceCheck::defaultVoiceReads(language)) {
        m_readsLanguage = false;
        m_problem = tr("no voice here reads %1 well (eSpeak NG cannot); narrate in English")
                        .arg(VoiceCheck::languageName(language));
        return;
    }
    m_voice = language.startsWith(u"en") ? QStringLiteral("en-us") : language.section(u'_', 0, 0);
    const std::lock_guard<std::mutex> locked(espeakLock());
    if (startEspeak() <= 0) {
        m_problem = tr("eSpeak NG did not start (is the package espeak-ng-data installed?)");
        return;
    }
    if (espeak_SetVoiceByName(m_voice.toLatin1().constData()) != EE_OK)
        m_problem = tr("eSpeak NG has no voice for %1").arg(VoiceCheck::languageName(language));
}

SpokenWords NarrationVoice::say(const QString &words) const
{
    SpokenWords spoken;
    if (!m_problem.isEmpty() || words.trimmed().isEmpty())
        return spoken;
    const QByteArray text = words.toUtf8();
    const std::lock_guard<std::mutex> locked(espeakLock());
    spoken.rate = startEspeak();
    espeak_SetVoiceByName(m_voice.toLatin1().constData());
    espeak_SetParameter(espeakRATE, 165, 0); // words a minute: a teacher's pace
    if (espeak_Synth(text.constData(), std::size_t(text.size()) + 1, 0, POS_CHARACTER, 0,
                     espeakCHARS_UTF8, nullptr, &spoken.samples)
        != EE_OK)
        spoken.samples.clear();
    espeak_Synchronize();
    return spoken;
}

} // namespace nq
