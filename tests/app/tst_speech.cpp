// SPDX-License-Identifier: GPL-3.0-or-later
// The window's words heard: each caption announced to assistive technology (single steps at
// once, playing coalesced to one every 1.5 s, the latest winning), and, with Speak Captions,
// spoken by an engine (here one that records what it is asked to say): the captions in order,
// the clock held until each sentence "finished", only the stop spoken at high speeds, nothing
// for a language no voice reads well, said once.
#include "actions/actionset.h"
#include "lessons/lessoncontroller.h"
#include "platform/captionlabel.h"
#include "platform/startupoptions.h"
#include "playback/stepplayer.h"
#include "record/recorddialog.h"
#include "speech/announcer.h"
#include "speech/captionspeaker.h"
#include "speech/speechcontroller.h"
#include "speech/speechdialog.h"
#include "speech/speechengine.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QtTest>

using namespace nq;
using namespace Qt::StringLiterals;

/// Says nothing aloud: records what it was asked, and finishes a sentence when told.
class RecordingEngine : public SpeechEngine
{
public:
    explicit RecordingEngine(QStringList languages) : m_languages(std::move(languages)) { }
    void say(const QString &text, const QLocale &locale) override
    {
        if (m_speaking)
            emit finished(); // the sentence before is cut off
        said << text;
        locales << locale.name();
        m_speaking = true;
    }
    void stop() override
    {
        if (m_speaking) {
            m_speaking = false;
            emit finished();
        }
    }
    bool isSpeaking() const override { return m_speaking; }
    bool hasVoiceFor(const QLocale &locale) const override
    {
        return m_languages.contains(QLocale::languageToCode(locale.language()));
    }
    QStringList voices(const QLocale &locale) const override
    {
        return hasVoiceFor(locale) ? QStringList { u"voice-"_s + locale.name() } : QStringList {};
    }
    void setVoice(const QString &name) override { voice = name; }
    void setRate(double r) override { rate = r; }
    void setVolume(double v) override { volume = v; }
    QString problem() const override
    {
        return m_languages.isEmpty() ? u"No speech service here."_s : QString();
    }
    /// The sentence being said ends.
    void finish() { stop(); }
    bool isReady() const override { return readyNow; }
    /// The voices are found (the system's engine lists them on its thread).
    void becomeReady()
    {
        readyNow = true;
        emit ready();
    }
    bool readyNow = true;

    QStringList said;
    QStringList locales;
    QString voice;
    double rate = 0, volume = 0;

private:
    QStringList m_languages;
    bool m_speaking = false;
};

class TestSpeech : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_window
            = std::make_unique<MainWindow>(StartupOptions {}, m_dir->filePath(u"settings.ini"_s));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->setup(AlgorithmId::Backtracking, 6, SolveMode::All);
        // Like Debian's default voices: English and Japanese reported, Chinese too.
        auto engine = std::make_unique<RecordingEngine>(QStringList { u"en"_s, u"ja"_s, u"zh"_s });
        m_engine = engine.get();
        m_window->speech()->setEngine(std::move(engine));
    }
    void cleanup()
    {
        m_window.reset();
        m_dir.reset();
    }

    void singleStepsAreAnnouncedAtOnce()
    {
        QSignalSpy told(m_window->speech()->announcer(), &Announcer::announced);
        StepPlayer *player = m_window->player();
        QStringList captions;
        for (int i = 1; i <= 6; ++i) {
            player->stepForward();
            QTRY_COMPARE(player->position(), qint64(i));
            captions << caption();
        }
        // Six steps, six announcements, each the caption shown, none waiting for another.
        QCOMPARE(told.size(), 6);
        for (int i = 0; i < 6; ++i)
            QCOMPARE(told.at(i).at(0).toString(), captions.at(i));
        QVERIFY(!captions.at(0).isEmpty());
        // Speak Captions is off: nothing was spoken.
        QVERIFY(m_engine->said.isEmpty());
    }

    void playingIsAnnouncedAtMostEveryGap()
    {
        Announcer *announcer = m_window->speech()->announcer();
        QSignalSpy told(announcer, &Announcer::announced);
        QElapsedTimer clock;
        clock.start();
        QList<qint64> at;
        const QMetaObject::Connection timing
            = connect(announcer, &Announcer::announced, this, [&] { at << clock.elapsed(); });
        const auto done = qScopeGuard([&] { disconnect(timing); });
        m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All); // millions of steps
        StepPlayer *player = m_window->player();
        player->setSpeedLevel(Transport::speedLevels() - 1); // maximum
        told.clear();
        at.clear();
        player->play();
        QTest::qWait(4000);
        player->pause();
        QVERIFY2(player->position() > 100, "it played far");
        // A first one at once, then at most one every 1.5 s: at most 4 in 4 s.
        QVERIFY2(told.size() >= 2 && told.size() <= 4, qPrintable(QString::number(told.size())));
        for (int i = 1; i < at.size(); ++i)
            QVERIFY2(at[i] - at[i - 1] >= Announcer::kGapMs - 20,
                     qPrintable(u"%1 ms apart"_s.arg(at[i] - at[i - 1])));
        // When the gap ends, the latest words are told: the step where playing stopped.
        QTRY_VERIFY_WITH_TIMEOUT(told.last().at(0).toString() == caption(), 3000);
    }

    void captionsAreSpokenAndTheClockWaits()
    {
        StepPlayer *player = m_window->player();
        m_window->actions()->action(ActionId::SpeakCaptions)->trigger();
        QVERIFY(m_window->speech()->speaker()->isEnabled());
        player->setSpeedLevel(Transport::levelFor(2)); // 2 steps a second
        player->play();
        QStringList captions;
        for (int i = 1; i <= 4; ++i) {
            QTRY_COMPARE(m_engine->said.size(), i);
            QCOMPARE(player->position(), qint64(i));
            captions << caption();
            QCOMPARE(m_engine->said.last(), captions.last());
            // The sentence goes on for three steps' time: the clock waits for it.
            QTest::qWait(1500);
            QCOMPARE(player->position(), qint64(i));
            QVERIFY(player->isPlaying());
            m_engine->finish();
        }
        // A voice that never says it finished holds the clock no longer than its deadline.
        QTRY_COMPARE(m_engine->said.size(), 5);
        const qint64 stuck = player->position();
        QTRY_VERIFY_WITH_TIMEOUT(player->position() > stuck,
                                 CaptionSpeaker::longestMs(m_engine->said.last()) + 2000);
        player->pause();
        QCOMPARE(m_engine->said.mid(0, 4), captions);
        QCOMPARE(m_engine->locales.first(), u"en_US"_s);
        // Stored: the next window speaks too.
        QVERIFY(m_window->actions()->action(ActionId::SpeakCaptions)->isChecked());
    }

    void atHighSpeedOnlyTheStopIsSpoken()
    {
        m_window->setup(AlgorithmId::Backtracking, 12, SolveMode::All); // millions of steps
        StepPlayer *player = m_window->player();
        m_window->speech()->setSpeaking(true);
        m_engine->said.clear();
        player->setSpeedLevel(Transport::speedLevels() - 1);
        player->play();
        QTRY_VERIFY(player->position() > 200);
        QVERIFY(m_engine->said.isEmpty()); // nothing while it plays
        player->pause();
        QCOMPARE(m_engine->said.size(), 1);
        QCOMPARE(m_engine->said.first(), caption());
        // A single step after it: spoken at once, cutting the last sentence off.
        player->stepForward();
        QTRY_COMPARE(m_engine->said.size(), 2);
        QCOMPARE(m_engine->said.last(), caption());
    }

    void runUntilAndHeldKeysDoNotFloodTheVoice()
    {
        m_window->speech()->setSpeaking(true);
        StepPlayer *player = m_window->player();
        player->setSpeedLevel(Transport::levelFor(1)); // slow enough to speak each step...
        // ...but a Run Until plays at maximum speed: only where it stops is spoken.
        m_window->actions()->action(ActionId::NextSolution)->trigger();
        QTRY_VERIFY(!player->isPlaying());
        QVERIFY(player->position() > 100);
        // (The stop's words, then the same with why it stopped before them.)
        QTRY_COMPARE(m_engine->said.last(), caption());
        QVERIFY(m_engine->said.size() <= 2);
        // Twelve steps by hand as fast as a held key: the voice is not restarted twelve times,
        // and the last step is said.
        QTest::qWait(CaptionSpeaker::kLeastGapMs + 100);
        for (int i = 0; i < 12; ++i) {
            player->stepForward();
            QTest::qWait(30);
        }
        QTRY_COMPARE(m_engine->said.last(), caption());
        QVERIFY2(m_engine->said.size() <= 4, qPrintable(QString::number(m_engine->said.size())));
    }

    void aLanguageNoVoiceReadsIsToldOnceAndNotSpoken()
    {
        m_window->speech()->setSpeaking(true);
        m_window->actions()->find(u"language_ja"_s)->trigger();
        auto notices = [&] { return m_window->findChildren<QMessageBox *>(u"noVoiceNotice"_s); };
        QTRY_COMPARE(notices().size(), 1);
        QVERIFY(notices().first()->text().contains(u"open-jtalk"_s));
        QVERIFY(notices().first()->isVisible());
        QVERIFY(!notices().first()->isModal()); // the window stays usable
        StepPlayer *player = m_window->player();
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(1));
        QVERIFY2(m_engine->said.isEmpty(), qPrintable(m_engine->said.join(u'|')));
        // Back in English, the step shown is said in its English words, and the next step.
        m_window->actions()->find(u"language_en"_s)->trigger();
        QTRY_COMPARE(m_engine->said.size(), 1);
        QCOMPARE(m_engine->said.last(), caption());
        player->stepForward();
        QTRY_COMPARE(m_engine->said.size(), 2);
        QCOMPARE(m_engine->said.last(), caption());
        // Japanese once more: nothing said, and the notice not given again.
        m_window->actions()->find(u"language_ja"_s)->trigger();
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(3));
        QVERIFY2(m_engine->said.size() == 2,
                 qPrintable(m_engine->said.join(u'|') + m_engine->locales.join(u'|')));
        QCOMPARE(notices().size(), 1);
        // A Japanese voice the user chose in Speech Settings is trusted.
        SpeechDialog *dialog = openSettings();
        auto *voice = dialog->findChild<QComboBox *>();
        voice->setCurrentIndex(voice->findData(u"voice-ja_JP"_s));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        player->stepForward();
        QTRY_COMPARE(m_engine->said.size(), 3);
        QCOMPARE(m_engine->said.last(), caption());
        QCOMPARE(m_engine->locales.last(), u"ja_JP"_s);
        QCOMPARE(m_engine->voice, u"voice-ja_JP"_s);
    }

    void wordsShownBeforeTheVoicesAreFoundAreSaidThen()
    {
        auto engine = std::make_unique<RecordingEngine>(QStringList { u"en"_s });
        RecordingEngine *late = engine.get();
        late->readyNow = false;
        m_window->speech()->setEngine(std::move(engine));
        m_window->speech()->setSpeaking(true);
        StepPlayer *player = m_window->player();
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(1));
        QTest::qWait(100);
        // Nothing said, and no notice that there is no voice: it is not known yet.
        QVERIFY(late->said.isEmpty());
        QVERIFY(m_window->findChildren<QMessageBox *>(u"noVoiceNotice"_s).isEmpty());
        late->becomeReady();
        QTRY_COMPARE(late->said.size(), 1);
        QCOMPARE(late->said.last(), caption());
    }

    void noSpeechServiceIsToldOnce()
    {
        // Speech Dispatcher with no sound device reports no voice at all: said once, not once
        // a language, and the window goes on.
        auto engine = std::make_unique<RecordingEngine>(QStringList {});
        RecordingEngine *silent = engine.get();
        m_window->speech()->setEngine(std::move(engine));
        m_window->speech()->setSpeaking(true);
        auto notices = [&] { return m_window->findChildren<QMessageBox *>(u"noVoiceNotice"_s); };
        QTRY_COMPARE(notices().size(), 1);
        QCOMPARE(notices().first()->text(), u"No speech service here."_s);
        m_window->actions()->find(u"language_ja"_s)->trigger();
        m_window->actions()->find(u"language_en"_s)->trigger();
        StepPlayer *player = m_window->player();
        player->stepForward();
        QTRY_COMPARE(player->position(), qint64(1));
        QCOMPARE(notices().size(), 1);
        QVERIFY(silent->said.isEmpty());
    }

    void recordNarratesFilmsInALanguageAVoiceReads()
    {
        const auto narrate = [](const RecordDialog &dialog) {
            for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
                if (box->text().contains(u"rrate"_s) || box->text().contains(u"ナレーション"_s))
                    return box;
            }
            return static_cast<QCheckBox *>(nullptr);
        };
        RecordDialog dialog(0, 20, RecordChoices {});
        QCheckBox *box = narrate(dialog);
        QVERIFY(box);
        auto *format = dialog.findChild<QComboBox *>();
        format->setCurrentIndex(format->findData(int(FilmFormat::Gif)));
        QVERIFY(!box->isEnabled());
        QVERIFY(box->toolTip().contains(u"GIF has no sound"_s));
        format->setCurrentIndex(format->findData(int(FilmFormat::Mp4)));
        QVERIFY(box->isEnabled());
        box->setChecked(true);
        QVERIFY(dialog.choices().narrate);
        // A window in Japanese: no voice reads it well, so a film is not narrated.
        m_window->actions()->find(u"language_ja"_s)->trigger();
        RecordDialog japanese(0, 20, RecordChoices {});
        QVERIFY(!narrate(japanese)->isEnabled());
        QVERIFY(narrate(japanese)->toolTip().contains(u"eSpeak NG"_s));
        QVERIFY(!japanese.choices().narrate);
        m_window->actions()->find(u"language_en"_s)->trigger();
    }

    void speakFromTheCommandLineIsThisSessionsOnly()
    {
        QVERIFY(StartupOptions::parse({ u"--speak"_s }).speak);
        QVERIFY(!StartupOptions::parse({}).speak);
        // --speak: on for this session, the setting stays off.
        m_window->speech()->setSpeaking(true, false);
        QVERIFY(m_window->actions()->action(ActionId::SpeakCaptions)->isChecked());
        QVERIFY(m_window->speech()->speaker()->isEnabled());
        m_window.reset();
        QVERIFY(!Settings(m_dir->filePath(u"settings.ini"_s)).speechChoices().speak);
        // The menu's: stored, and the next window speaks.
        m_window
            = std::make_unique<MainWindow>(StartupOptions {}, m_dir->filePath(u"settings.ini"_s));
        m_window->speech()->setEngine(std::make_unique<RecordingEngine>(QStringList { u"en"_s }));
        QVERIFY(!m_window->actions()->action(ActionId::SpeakCaptions)->isChecked());
        m_window->actions()->action(ActionId::SpeakCaptions)->trigger();
        m_window.reset();
        QVERIFY(Settings(m_dir->filePath(u"settings.ini"_s)).speechChoices().speak);
    }

    void aScenesNoteIsSpoken()
    {
        m_window->speech()->setSpeaking(true);
        QSignalSpy told(m_window->speech()->announcer(), &Announcer::announced);
        LessonController *lessons = m_window->lessons();
        const QString path = m_dir->filePath(u"lesson.nqlesson"_s);
        QVERIFY(QFile::copy(u":/nqueens/lessons/backtracking-4x4.nqlesson"_s, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(lessons->openFile(path));
        lessons->goTo(1);
        const QString note = m_window->lessonNote();
        QVERIFY(!note.isEmpty());
        QTRY_VERIFY(m_engine->said.contains(note));
        QVERIFY(std::any_of(told.begin(), told.end(),
                            [&](const QList<QVariant> &args) { return args.at(0) == note; }));
        // Said once, whole: the scene's caption waits for it, and comes when it ends.
        QTest::qWait(500);
        QCOMPARE(m_engine->said.count(note), 1);
        QCOMPARE(m_engine->said.last(), note);
        m_engine->finish();
        QTRY_COMPARE(m_engine->said.last(), caption());
    }

    void predictsQuestionIsSpoken()
    {
        m_window->speech()->setSpeaking(true);
        StepPlayer *player = m_window->player();
        player->stepForward();
        QTRY_COMPARE(m_engine->said.size(), 1);
        m_window->actions()->action(ActionId::Predict)->trigger();
        player->stepForward(); // Predict asks before the step
        QTRY_VERIFY(m_engine->said.size() >= 2);
        QCOMPARE(m_engine->said.last(), caption());
        QVERIFY(m_engine->said.last() != m_engine->said.first());
    }

    void settingsDialogSetsTheVoice()
    {
        SpeechDialog *dialog = openSettings();
        dialog->findChild<QCheckBox *>()->setChecked(true);
        auto *voice = dialog->findChild<QComboBox *>();
        QCOMPARE(voice->count(), 2); // the system's, and the one English voice
        voice->setCurrentIndex(1);
        const QList<QSlider *> sliders = dialog->findChildren<QSlider *>();
        QCOMPARE(sliders.size(), 2);
        sliders[0]->setValue(-40); // rate
        sliders[1]->setValue(55); // volume
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        QVERIFY(m_window->actions()->action(ActionId::SpeakCaptions)->isChecked());
        m_window->player()->stepForward();
        QTRY_COMPARE(m_engine->said.size(), 1);
        QCOMPARE(m_engine->voice, u"voice-en_US"_s);
        QCOMPARE(m_engine->rate, -0.4);
        QCOMPARE(m_engine->volume, 0.55);
    }

private:
    SpeechDialog *openSettings()
    {
        m_window->actions()->action(ActionId::SpeechSettings)->trigger();
        auto *dialog = m_window->findChild<SpeechDialog *>(u"speechDialog"_s);
        return dialog;
    }
    QString caption() const { return m_window->findChild<CaptionLabel *>(u"caption"_s)->text(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    RecordingEngine *m_engine = nullptr;
};

QTEST_MAIN(TestSpeech)
#include "tst_speech.moc"
