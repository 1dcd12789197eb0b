// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform/settings.h"

#include <QObject>
#include <QPointer>

#include <cstdint>
#include <functional>
#include <memory>

class QAction;
class QWidget;

namespace nq {

class Announcer;
class CaptionSpeaker;
class PlaybackClock;
class SpeechEngine;
class Transport;

/**
 * The window's words heard: every caption shown is announced to assistive technology
 * (Announcer), and, with View > Speak Captions, spoken by the system's voice (CaptionSpeaker over
 * a SpeechEngine made when first needed), playback waiting for each sentence. It owns the speech
 * actions' behaviour, the Speech Settings dialog and the stored choices.
 */
class SpeechController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QWidget *window; ///< the dialogs' and notices' parent
        QObject *source; ///< the announcements come from its accessible object (the board)
        Transport *transport; ///< whether it plays, how fast, where
        PlaybackClock *clock; ///< waits for a sentence to end
        Settings *settings;
        QAction *speak; ///< View > Speak Captions (checkable)
        QAction *speechSettings; ///< View > Speech Settings…
        bool speakNow = false; ///< --speak: this session speaks (the setting stays)
    };
    explicit SpeechController(const Parts &parts, QObject *parent = nullptr);
    ~SpeechController() override;

    /// Speaks through `engine` instead of the system's (the tests' recording double).
    void setEngine(std::unique_ptr<SpeechEngine> engine);
    Announcer *announcer() const { return m_announcer; }
    CaptionSpeaker *speaker() const { return m_speaker; }

    /// Words shown under the board (a step's caption, a question, a verdict, feedback).
    void showWords(const QString &words);
    /// A lesson scene's note ("": none).
    void showNote(const QString &note);
    /// Speak Captions on or off: from the action, stored; from a start-up option (`store`
    /// false), for this session only.
    void setSpeaking(bool on, bool store = true);

private:
    // The words are in the language applied now (Language::apply sets the default locale
    // before the catalogues change), which the window's retranslation may not have told yet.
    void syncLanguage();
    void ensureEngine();
    void applyChoices();
    void openSettings();
    void tellNoVoice(const QString &message);
    bool chosenVoiceSpeaks() const;

    Parts m_parts;
    QPointer<PlaybackClock> m_clock; // made before this, and gone before it in a window's end
    Announcer *m_announcer;
    CaptionSpeaker *m_speaker;
    std::unique_ptr<SpeechEngine> m_engine;
    QString m_language = QStringLiteral("en");
    std::int64_t m_lastPosition = -1; // the step whose words were told last
    QString m_lastWords;
    QString m_lastNote; // told last (a scene's note comes more than once)
};

} // namespace nq
