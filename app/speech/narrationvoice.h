// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace nq {

/// Spoken words as samples: 16-bit mono at `rate` per second.
struct SpokenWords
{
    std::vector<std::int16_t> samples;
    int rate = 0;
    double seconds() const { return rate > 0 ? double(samples.size()) / rate : 0.0; }
};

/**
 * A film's narration: words spoken by eSpeak NG (Debian's libespeak-ng) into samples, with no
 * display and no sound card. eSpeak keeps one state for the process, so every call takes a lock;
 * a film's words are spoken one sentence after another.
 */
class NarrationVoice
{
    Q_DECLARE_TR_FUNCTIONS(nq::NarrationVoice)
public:
    /// A voice for `language` ("en"); check problem() before speaking.
    explicit NarrationVoice(const QString &language);
    /// Why this voice cannot narrate (eSpeak NG's data missing, no voice that reads the
    /// language well), in one sentence; empty when it can.
    QString problem() const { return m_problem; }
    /// False when no voice here reads the language well (bad input, not a failure).
    bool readsLanguage() const { return m_readsLanguage; }
    /// `words` spoken (empty samples for no words, or on a failure).
    SpokenWords say(const QString &words) const;

private:
    QString m_language;
    QString m_voice; ///< eSpeak's name for it ("en-us")
    QString m_problem;
    bool m_readsLanguage = true;
};

} // namespace nq
