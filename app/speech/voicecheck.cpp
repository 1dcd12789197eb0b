// SPDX-License-Identifier: GPL-3.0-or-later
#include "voicecheck.h"

namespace nq {

namespace {

bool isJapanese(const QString &language)
{
    return language.startsWith(u"ja");
}

bool isChinese(const QString &language)
{
    return language.startsWith(u"zh") || language.startsWith(u"cmn");
}

} // namespace

bool VoiceCheck::defaultVoiceReads(const QString &language)
{
    return !isJapanese(language) && !isChinese(language);
}

bool VoiceCheck::speaks(const QString &language, bool hasVoice, bool chosenVoice)
{
    if (chosenVoice)
        return true;
    return hasVoice && defaultVoiceReads(language);
}

QString VoiceCheck::languageName(const QString &language)
{
    if (isJapanese(language))
        return tr("Japanese");
    if (isChinese(language))
        return tr("Chinese");
    if (language.startsWith(u"en"))
        return tr("English");
    return language;
}

QString VoiceCheck::missing(const QString &language)
{
    if (isJapanese(language))
        return tr("No voice on this system reads Japanese well: eSpeak NG, Debian's default "
                  "voice, cannot read kanji. Install a Japanese voice for Speech Dispatcher (for "
                  "example Open JTalk: the packages open-jtalk and "
                  "hts-voice-nitech-jp-atr503-m001) and choose it in Speech Settings, or switch "
                  "the window to English to hear the captions.");
    if (isChinese(language))
        return tr("No voice on this system reads Chinese well: eSpeak NG, Debian's default "
                  "voice, misreads many Chinese words. Install a Mandarin voice for Speech "
                  "Dispatcher and choose it in Speech Settings, or switch the window to English "
                  "to hear the captions.");
    return tr("No voice on this system reads %1. Install Speech Dispatcher with a voice for it "
              "(Debian's packages speech-dispatcher and speech-dispatcher-espeak-ng).")
        .arg(languageName(language));
}

} // namespace nq
