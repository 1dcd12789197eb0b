// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "speech/speechengine.h"

#include <QHash>
#include <QList>
#include <QThread>

namespace nq {

class SpeechWorker;

/**
 * The system's speech through Qt TextToSpeech (on Debian, Speech Dispatcher and its voices).
 * QTextToSpeech lists every voice when it is made (1.5 to 2 s for Debian's 1,836) and talks to
 * the speech service synchronously, so it lives on a thread of its own (SpeechWorker): the
 * window only queues sentences to it and hears back its states. Until it has listed the voices,
 * isReady() is false.
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
    bool isReady() const override { return m_ready; }
    bool hasVoiceFor(const QLocale &locale) const override;
    QStringList voices(const QLocale &locale) const override;
    void setVoice(const QString &name) override { m_voice = name; }
    void setRate(double rate) override;
    void setVolume(double volume) override;
    QString problem() const override;

private:
    friend class SpeechWorker;
    // From the worker: the voices listed (or the service failed), a state of the speech.
    void onListed(const QList<QLocale> &locales, const QHash<QString, QStringList> &voices,
                  bool failed);
    void onState(int state);

    QThread m_thread;
    SpeechWorker *m_worker; // lives on m_thread
    bool m_ready = false;
    bool m_failed = false;
    QList<QLocale> m_locales;
    QHash<QString, QStringList> m_voices; // by language code ("en")
    QString m_voice;
    double m_rate = 0;
    double m_volume = 0.8;
    bool m_speaking = false;
    bool m_begun = false; // the sentence being said has begun
};

} // namespace nq
