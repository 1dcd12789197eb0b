// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech/speechcontroller.h"

#include "speech/announcer.h"
#include "speech/captionspeaker.h"
#include "speech/qtspeechengine.h"
#include "speech/speechdialog.h"

#include "playback/transport.h"
#include "playbackclock.h"

#include <QAction>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QTimer>

namespace nq {

SpeechController::SpeechController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_clock(parts.clock),
      m_announcer(new Announcer(parts.source, this)), m_speaker(new CaptionSpeaker(this))
{
    connect(m_speaker, &CaptionSpeaker::noVoice, this, &SpeechController::tellNoVoice);
    connect(parts.transport, &Transport::playingChanged, this, [this](bool playing) {
        if (!playing)
            m_speaker->playingStopped();
    });
    parts.clock->setPace([speaker = m_speaker] { return speaker->ready(); });
    parts.speak->setCheckable(true);
    connect(parts.speak, &QAction::toggled, this, [this](bool on) { setSpeaking(on); });
    connect(parts.speechSettings, &QAction::triggered, this, &SpeechController::openSettings);
    m_language = QLocale().name();
    m_speaker->setLanguage(m_language, false);
    // Speech Dispatcher may take a moment to start: after the window is up.
    if (parts.speakNow || parts.settings->speechChoices().speak)
        QTimer::singleShot(0, this, [this] { setSpeaking(true, false); });
}

SpeechController::~SpeechController()
{
    if (m_clock)
        m_clock->setPace({});
}

void SpeechController::setEngine(std::unique_ptr<SpeechEngine> engine)
{
    m_speaker->setEngine(nullptr);
    m_engine = std::move(engine);
    // Once it knows its voices, whether the one chosen speaks the window's language (before
    // the speaker, connected after, looks again).
    connect(m_engine.get(), &SpeechEngine::ready, this,
            [this] { m_speaker->setLanguage(m_language, chosenVoiceSpeaks()); });
    applyChoices();
}

void SpeechController::ensureEngine()
{
    if (!m_engine)
        setEngine(std::make_unique<QtSpeechEngine>());
}

void SpeechController::applyChoices()
{
    const SpeechChoices c = m_parts.settings->speechChoices();
    if (m_engine) {
        m_engine->setVoice(c.voice);
        m_engine->setRate(c.rate / 100.0);
        m_engine->setVolume(c.volume / 100.0);
    }
    m_speaker->setEngine(m_engine.get());
    m_speaker->setLanguage(m_language, chosenVoiceSpeaks());
}

bool SpeechController::chosenVoiceSpeaks() const
{
    const QString voice = m_parts.settings->speechChoices().voice;
    return m_engine && !voice.isEmpty() && m_engine->voices(QLocale(m_language)).contains(voice);
}

void SpeechController::setSpeaking(bool on, bool store)
{
    if (store) {
        SpeechChoices c = m_parts.settings->speechChoices();
        if (c.speak != on) {
            c.speak = on;
            m_parts.settings->setSpeechChoices(c);
        }
    }
    {
        const QSignalBlocker quiet(m_parts.speak);
        m_parts.speak->setChecked(on);
    }
    if (on) {
        ensureEngine();
        applyChoices();
    }
    m_speaker->setEnabled(on);
}

void SpeechController::syncLanguage()
{
    const QString language = QLocale().name();
    if (language == m_language)
        return;
    m_language = language;
    m_lastWords.clear(); // the same step in other words is told again
    m_speaker->setLanguage(m_language, chosenVoiceSpeaks());
}

void SpeechController::showWords(const QString &words)
{
    syncLanguage();
    const Transport *t = m_parts.transport;
    // The same words of the same step shown again (a mode's marker redrawn) are not told again.
    if (words == m_lastWords && t->position() == m_lastPosition)
        return;
    m_lastWords = words;
    m_lastPosition = t->position();
    const bool playing = t->isPlaying();
    m_announcer->announce(words, playing);
    // A Run Until plays at maximum speed whatever the level says.
    const bool until = m_clock && m_clock->isRunningUntil();
    m_speaker->showWords(words, playing, until ? 0 : Transport::stepsPerSecond(t->speedLevel()));
}

void SpeechController::showNote(const QString &note)
{
    // A scene's note comes again as the scene is put on the window: told once.
    if (note.isEmpty() || note == m_lastNote) {
        m_lastNote = note;
        return;
    }
    m_lastNote = note;
    syncLanguage();
    m_announcer->announce(note, false);
    m_speaker->showNote(note);
}

void SpeechController::tellNoVoice(const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("No Voice for This Language"), message,
                                QMessageBox::Close, m_parts.window);
    box->setObjectName(QStringLiteral("noVoiceNotice"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

void SpeechController::openSettings()
{
    ensureEngine();
    SpeechChoices shown = m_parts.settings->speechChoices();
    shown.speak = m_parts.speak->isChecked(); // a --speak session's too
    auto *dialog = new SpeechDialog(m_engine.get(), QLocale(m_language), shown, m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Try the Voice set the engine; Cancel puts the stored choices back.
    connect(dialog, &QDialog::rejected, this, &SpeechController::applyChoices);
    connect(dialog, &SpeechDialog::chosen, this, [this](const SpeechChoices &c) {
        m_parts.settings->setSpeechChoices(c);
        applyChoices();
        setSpeaking(c.speak);
    });
    dialog->open();
}

} // namespace nq
