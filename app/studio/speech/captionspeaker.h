// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

namespace nq {

class SpeechEngine;

/**
 * Decides what is spoken and when: each caption shown (a step's, a question, a verdict,
 * Practice's feedback) and a lesson scene's note, in the window's language. Playing at up to
 * kSpeakEachUpTo steps a second, every step is spoken and the clock waits for its sentence to
 * end (ready() is the clock's pace), so a slow lesson is paced by speech; faster, only the step
 * where playing stops is spoken. Where no voice reads the window's language well (VoiceCheck),
 * it says so once (noVoice) and speaks nothing rather than garbled words.
 */
class CaptionSpeaker : public QObject
{
    Q_OBJECT
public:
    /// Faster than this, only the step where playing stops is spoken.
    static constexpr double kSpeakEachUpTo = 2.0;

    explicit CaptionSpeaker(QObject *parent = nullptr);

    /// What speaks (not owned; null: nothing does).
    void setEngine(SpeechEngine *engine);
    SpeechEngine *engine() const { return m_engine; }
    void setEnabled(bool on);
    bool isEnabled() const { return m_enabled; }
    /// The window's language ("en", "ja", "zh_CN"); `chosenVoice`: the user chose a voice that
    /// speaks it.
    void setLanguage(const QString &code, bool chosenVoice);
    /// Whether it speaks the language now (a voice reads it well).
    bool speaksLanguage() const { return m_languageOk; }

    /// Words shown: `playing` at `stepsPerSecond` (0: maximum, or a Run Until) or not. Steps
    /// taken faster than kLeastGapMs by hand (a held key, a dragged timeline) are not each cut
    /// off: the latest is said once the sentence has run that long.
    void showWords(const QString &words, bool playing, double stepsPerSecond);
    /// A lesson scene's note: said whole, the captions that come meanwhile after it.
    void showNote(const QString &note);
    /// Sentences said by hand no more often than this, each cutting the last off.
    static constexpr int kLeastGapMs = 400;
    /// Playing stopped: the words of the step where it stopped are spoken, if they were not.
    void playingStopped();
    /// The clock's pace: false while a sentence is being said.
    bool ready() const { return !m_saying; }
    /// The longest a sentence of `words` may hold the clock: a voice that never says it has
    /// finished (a speech service gone, no sound card) must not stop playback for good.
    static int longestMs(const QString &words);

signals:
    /// No voice reads the window's language well: what to install (once per language).
    void noVoice(const QString &message);

private:
    void say(QString words, bool note = false); // a copy: m_after is cleared as it begins
    void checkLanguage();
    // The sentence ended (or its deadline passed): what waited for it is said.
    void ended();

    QPointer<SpeechEngine> m_engine;
    bool m_enabled = false;
    QString m_language = QStringLiteral("en");
    bool m_chosenVoice = false;
    bool m_languageOk = true;
    QSet<QString> m_told; // languages whose missing voice was said
    QString m_lastShown; // said when the engine is ready, if it was not
    QString m_unsaid; // the last words shown while playing too fast to speak them
    bool m_saying = false;
    bool m_sayingNote = false; // what is being said is a note: captions wait for it
    QString m_after; // said when the sentence being said ends (or m_soon fires)
    QElapsedTimer m_since; // since the last sentence began
    QTimer m_soon; // says m_after once the sentence has run kLeastGapMs
    QTimer m_deadline; // lets the clock go should the voice never say it finished
};

} // namespace nq
