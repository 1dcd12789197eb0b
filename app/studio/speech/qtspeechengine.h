// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "speech/speechengine.h"

#include <memory>

class QTextToSpeech;

namespace nq {

/**
 * The system's speech through Qt TextToSpeech (on Debian, Speech Dispatcher and its voices).
 * Made only when the program is first asked to speak, so a window that never speaks never starts
 * the speech service.
 */
class QtSpeechEngine : public SpeechEngine
{
    Q_OBJECT
public:
    explicit QtSpeechEngine(QObject *parent = nullptr);
    ~QtSpeechEngine() override;

    void say(const QString &text, const QLocale &locale) override;
    void stop() override;
    bool isSpeaking() const override { return m_speaking; }
    bool hasVoiceFor(const QLocale &locale) const override;
    QStringList voices(const QLocale &locale) const override;
    void setVoice(const QString &name) override { m_voice = name; }
    void setRate(double rate) override;
    void setVolume(double volume) override;
    QString problem() const override;

private:
    // Sets the locale, and the voice chosen when it is one of the locale's.
    void useLocale(const QLocale &locale) const;

    std::unique_ptr<QTextToSpeech> m_speech;
    QString m_voice;
    bool m_speaking = false;
    bool m_begun = false; // the sentence being said has begun
};

} // namespace nq
