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

namespace nq {

SpeechController::SpeechController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_announcer(new Announcer(parts.source, this)),
      m_speaker(new CaptionSpeaker(this))
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
    const SpeechChoices choices = parts.settings->speechChoices();
    if (choices.speak)
        setSpeaking(true, false);
}

SpeechController::~SpeechController()
{
    m_parts.clock->setPace({});
}

void SpeechController::setEngine(std::unique_ptr<SpeechEngine> engine)
{
    m_speaker->setEngine(nullptr);
    m_engine = std::move(engine);
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

void SpeechController::setLanguage(const QString &code)
{
    const QString language = code.isEmpty() ? QStringLiteral("en") : code;
    if (language != m_language)
        m_lastWords.clear(); // the same step in other words is told again
    m_language = language;
    m_speaker->setLanguage(m_language, chosenVoiceSpeaks());
}

void SpeechController::showWords(const QString &words)
{
    // The words are in the language applied now (Language::apply sets it before the catalogues
    // change), which the window's retranslation may not have told yet.
    if (QLocale().name() != m_language)
        setLanguage(QLocale().name());
    const Transport *t = m_parts.transport;
    // The same words of the same step shown again (a mode's marker redrawn) are not told again.
    if (words == m_lastWords && t->position() == m_lastPosition)
        return;
    m_lastWords = words;
    m_lastPosition = t->position();
    const bool playing = t->isPlaying();
    m_announcer->announce(words, playing);
    m_speaker->showWords(words, playing, Transport::stepsPerSecond(t->speedLevel()));
}

void SpeechController::showNote(const QString &note)
{
    if (note.isEmpty())
        return;
    if (QLocale().name() != m_language)
        setLanguage(QLocale().name());
    m_announcer->announce(note, false);
    m_speaker->showWords(note, false, 0);
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
    auto *dialog = new SpeechDialog(m_engine.get(), QLocale(m_language),
                                    m_parts.settings->speechChoices(), m_parts.window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SpeechDialog::chosen, this, [this](const SpeechChoices &c) {
        m_parts.settings->setSpeechChoices(c);
        applyChoices();
        setSpeaking(c.speak);
    });
    dialog->open();
}

} // namespace nq
