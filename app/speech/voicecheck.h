// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace nq {

/**
 * Whether the voices a system has read a language well enough to be heard. Debian's default
 * voices (eSpeak NG, through Speech Dispatcher) read English well, and say they speak Japanese
 * and Chinese, but read kanji and many Chinese words as garbled syllables; so Japanese and
 * Chinese are spoken only by a voice the user chose for them, and otherwise the program says
 * once what to install, and stays silent rather than garbled.
 */
class VoiceCheck
{
    Q_DECLARE_TR_FUNCTIONS(nq::VoiceCheck)
public:
    /// True when the default voices read `language` ("en", "ja", "zh_CN") well.
    static bool defaultVoiceReads(const QString &language);
    /// Whether to speak `language`: when a default voice reads it and the system has a voice
    /// for it (`hasVoice`), or when the user chose a voice for it (`chosenVoice`).
    static bool speaks(const QString &language, bool hasVoice, bool chosenVoice);
    /// One paragraph for the user: no voice here reads `language`, and what to install.
    static QString missing(const QString &language);
    /// The language's name in the current language ("Japanese").
    static QString languageName(const QString &language);
};

} // namespace nq
