// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QObject>
#include <QStringList>

namespace nq {

/**
 * What says words aloud: the system's speech (QtSpeechEngine) in the program, a double that
 * records what it was asked in the tests. One sentence at a time: say() stops what was being
 * said; finished() comes when a sentence ends, or is stopped.
 */
class SpeechEngine : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// False while it is still finding its voices (hasVoiceFor() and voices() then know
    /// nothing); ready() says when it knows.
    virtual bool isReady() const { return true; }
    /// Says `text` in `locale`'s language, with the voice chosen for it.
    virtual void say(const QString &text, const QLocale &locale) = 0;
    virtual void stop() = 0;
    virtual bool isSpeaking() const = 0;
    /// Whether the system has a voice for `locale`'s language.
    virtual bool hasVoiceFor(const QLocale &locale) const = 0;
    /// The names of the voices for `locale`'s language.
    virtual QStringList voices(const QLocale &locale) const = 0;
    /// The voice by name ("": the system's), the rate (-1 to 1) and the volume (0 to 1).
    virtual void setVoice(const QString &name) = 0;
    virtual void setRate(double rate) = 0;
    virtual void setVolume(double volume) = 0;
    /// Why nothing can be spoken at all (no speech service, no voice of any language), in a
    /// paragraph for the user; empty when something can.
    virtual QString problem() const { return {}; }

signals:
    /// The sentence ended (or was stopped).
    void finished();
    /// The voices are known.
    void ready();
};

} // namespace nq
