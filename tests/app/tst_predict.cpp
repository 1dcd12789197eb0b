// SPDX-License-Identifier: GPL-3.0-or-later
// Predict as a student meets it: turned on, 6 x 6 backtracking stops before the step and asks
// where the next queen goes; a wrong click is explained and crossed on the board, the Score
// dock counts it; playing at any speed stops before every question's step, nothing moves the
// run while a question waits, stepping back never asks again; every kind can be answered from
// the keyboard; the answers export as CSV with the documented columns, in Japanese too.
#include "board/boardscene.h"
#include "board/boardview.h"
#include "board/items/boarditem.h"
#include "modes/moderouter.h"
#include "panels/steplog.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "playback/timelinebar.h"
#include "playbackclock.h"
#include "predict/predictcontroller.h"
#include "predict/predictmode.h"
#include "predict/questionbar.h"
#include "predict/scoreview.h"
#include "questionwords.h"
#include "quizcsv.h"
#include "window/boardpresenter.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace nq;

class TestPredict : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void itAsksWhereTheNextQueenGoes();
    void playingStopsBeforeEveryQuestionsStep_data();
    void playingStopsBeforeEveryQuestionsStep();
    void nothingMovesTheRunWhileAQuestionWaits();
    void steppingBackNeverAsksAgain();
    void everyKindAnswersFromTheKeyboard();
    void keysStillAnswerAfterAButton();
    void theBoardDoesNotAnswerTheQuestion();
    void theVerdictStaysToBeRead_data();
    void theVerdictStaysToBeRead();
    void everyAttackerIsRight();
    void minConflictsAndDominationAskTheirOwn();
    void resultsExportAsCsvInJapaneseToo();
    void theQuestionsChosenAreKept();
    void theBoardStaysPutWhileQuestionsComeAndGo();
    void theQuestionStandsAlone();
    void everyScoreRowShows_data();
    void everyScoreRowShows();

private:
    void open(AlgorithmId algorithm = AlgorithmId::Backtracking, int n = 6);
    void turnOn();
    /// Steps until a question waits (at most `steps` steps); the question.
    std::optional<Question> stepToQuestion(int steps = 400);
    void click(Square s)
    {
        BoardView *view = m_window->boardView();
        const QPointF centre = BoardItem::squareRect(s.row, s.col).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(centre));
    }
    void key(int k) { QTest::keyClick(m_window->boardView(), Qt::Key(k)); }
    PredictMode *mode() const { return m_window->predict()->mode(); }
    StepPlayer *player() const { return m_window->player(); }
    QString settingsFile() const { return m_dir->filePath(QStringLiteral("settings.ini")); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestPredict::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestPredict::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void TestPredict::open(AlgorithmId algorithm, int n)
{
    m_window = std::make_unique<MainWindow>(StartupOptions {}, settingsFile());
    m_window->setWindowState(Qt::WindowNoState);
    m_window->resize(1400, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setup(algorithm, n, SolveMode::All);
    m_window->boardView()->setFocus();
}

void TestPredict::turnOn()
{
    m_window->action(QStringLiteral("predict"))->trigger();
    QVERIFY(mode()->isOn());
    QCOMPARE(m_window->modes()->active(), mode());
}

std::optional<Question> TestPredict::stepToQuestion(int steps)
{
    for (int i = 0; i < steps && !mode()->question(); ++i) {
        const std::int64_t before = player()->position();
        player()->stepForward();
        if (!mode()->question())
            [&] { QTRY_VERIFY(player()->position() == before + 1 || mode()->question()); }();
    }
    return mode()->question();
}

void TestPredict::itAsksWhereTheNextQueenGoes()
{
    open();
    turnOn();
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("scoreDock"))->isVisible());
    // The first step asked for is held: where does the first queen go?
    key(Qt::Key_Right);
    QTRY_VERIFY(mode()->question().has_value());
    const Question q = *mode()->question();
    QCOMPARE(q.kind, QuestionKind::NextQueen);
    QCOMPARE(player()->position(), 0);
    QVERIFY2(m_window->caption().startsWith(QStringLiteral("Where will the next queen go?")),
             qPrintable(m_window->caption()));
    QVERIFY(m_window->questionBar()->isVisible());
    QVERIFY(!m_window->action(QStringLiteral("play"))->isEnabled()); // its keys are the board's
    // A wrong square: explained, crossed, the right one ringed, counted; the step is then taken.
    click({ 0, 2 });
    QCOMPARE(mode()->quiz().score().all.asked, 1);
    QCOMPARE(mode()->quiz().score().all.right, 0);
    QVERIFY2(m_window->caption().startsWith(
                 QStringLiteral("Not quite: you said row 1, column 3. That square is free too, "
                                "but the search reaches row 1, column 1 first. The next queen "
                                "goes on row 1, column 1")),
             qPrintable(m_window->caption()));
    QTRY_COMPARE(player()->position(), 1);
    const BoardMarker marker = m_window->scene()->board()->marker();
    QCOMPARE(marker.wrong, (Square { 0, 2 }));
    QCOMPARE(marker.right, (std::vector<Square> { { 0, 0 } }));
    // The cross is drawn: the wrong square's centre is in the conflict colour now.
    const QImage shot = m_window->boardView()->grab().toImage();
    BoardView *view = m_window->boardView();
    const QPoint centre = view->mapFromScene(BoardItem::squareRect(0, 2).center());
    const QColor ink = shot.pixelColor(centre * shot.devicePixelRatio());
    QVERIFY2(ink.red() > 150 && ink.green() < 120, qPrintable(ink.name()));
    QVERIFY(!m_window->questionBar()->isVisible());
    auto *totals = m_window->scoreView()->findChild<QLabel *>(QStringLiteral("scoreTotals"));
    QCOMPARE(totals->text(), QStringLiteral("Right 0 of 1 · streak 0 (best 0)"));
    // Turned off, the run plays through without a question.
    m_window->action(QStringLiteral("predict"))->trigger();
    QVERIFY(!mode()->isOn());
    player()->seek(50);
    QTRY_COMPARE(player()->position(), 50);
}

void TestPredict::playingStopsBeforeEveryQuestionsStep_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("5 steps/s") << 5;
    QTest::newRow("250 steps/s") << 12;
    QTest::newRow("maximum") << PlaybackClock::speedLevels() - 1;
}

void TestPredict::playingStopsBeforeEveryQuestionsStep()
{
    QFETCH(int, level);
    open(AlgorithmId::Backtracking, 8);
    turnOn();
    player()->setSpeedLevel(level);
    QSignalSpy asked(mode(), &PredictMode::asked);
    int answered = 0;
    const int wanted = level == 5 ? 4 : 25;
    player()->play();
    while (answered < wanted) {
        QTRY_VERIFY_WITH_TIMEOUT(mode()->question().has_value(), 20000);
        const Question q = *mode()->question();
        // Held before the step: the state shown is the one the question was posed at, and the
        // step that shows the answer has not been shown.
        QCOMPARE(player()->position(), q.position);
        QVERIFY(q.shownAt > q.position || q.kind == QuestionKind::Uncovered);
        QVERIFY(!player()->isPlaying());
        mode()->answer(q.right);
        ++answered;
        QVERIFY(player()->isPlaying()); // it goes on playing, once the verdict is read
        QVERIFY(mode()->verdictHeld());
        key(Qt::Key_Return); // read: go on at once
        QVERIFY(!mode()->verdictHeld());
        QVERIFY(!mode()->question() || mode()->question()->position != q.position);
    }
    QCOMPARE(mode()->quiz().score().all.right, wanted);
    QCOMPARE(asked.count(), wanted);
}

void TestPredict::nothingMovesTheRunWhileAQuestionWaits()
{
    open();
    turnOn();
    const std::optional<Question> q = stepToQuestion();
    QVERIFY(q);
    const std::int64_t here = player()->position();
    // The play bar, the keys, the timeline, the step log, Next Solution: all refused.
    player()->play();
    player()->stepForward();
    player()->stepBack();
    player()->toEnd();
    m_window->action(QStringLiteral("nextSolution"))->trigger();
    auto *slider = m_window->findChild<TimelineBar *>()->findChild<QSlider *>();
    QVERIFY(slider);
    slider->setValue(int(here) + 30);
    emit m_window->findChild<StepLog *>()->stepChosen(0);
    QTest::qWait(100);
    QCOMPARE(player()->position(), here);
    QCOMPARE(slider->value(), int(here)); // the handle went back
    QVERIFY(!player()->isPlaying());
    QVERIFY(mode()->question().has_value());
    // Escape lets it go (skipped), and the step asked for is taken.
    key(Qt::Key_Escape);
    QVERIFY(!mode()->question() || mode()->question()->position != q->position);
    QCOMPARE(mode()->quiz().records().back().verdict, Verdict::Skipped);
    QTRY_VERIFY(player()->position() == here + 1 || mode()->question());
    player()->seek(40);
    QTRY_COMPARE(player()->position(), 40);
}

void TestPredict::steppingBackNeverAsksAgain()
{
    open();
    turnOn();
    int asked = 0;
    while (player()->position() < 30) {
        if (const std::optional<Question> q = stepToQuestion(30)) {
            mode()->answer(q->right);
            ++asked;
        }
    }
    QVERIFY(asked >= 5);
    const std::int64_t top = player()->position();
    player()->seek(top - 20);
    QTRY_COMPARE(player()->position(), top - 20);
    for (std::int64_t p = top - 20; p < top; ++p) {
        player()->stepForward();
        QTRY_COMPARE(player()->position(), p + 1);
        QVERIFY(!mode()->question());
    }
    QCOMPARE(mode()->quiz().score().all.asked, asked);
    // Past the furthest step seen, questions come again.
    QVERIFY(stepToQuestion());
}

void TestPredict::everyKindAnswersFromTheKeyboard()
{
    // Backtracking: where the next queen goes (arrows, Enter), attacked (N, or Y and a queen),
    // what happens next (C / P / B), which row the search goes back to (arrows, Enter).
    open(AlgorithmId::Backtracking, 6);
    turnOn();
    std::set<QuestionKind> answered;
    for (int i = 0; i < 80 && answered.size() < 4; ++i) {
        const std::optional<Question> q = stepToQuestion();
        QVERIFY(q);
        const int before = mode()->quiz().score().all.right;
        switch (q->kind) {
        case QuestionKind::NextQueen:
        case QuestionKind::BackToRow: {
            const Square target = q->kind == QuestionKind::NextQueen
                ? q->right.square
                : Square { q->right.row, mode()->cursor().col };
            while (mode()->cursor().row != target.row)
                key(mode()->cursor().row < target.row ? Qt::Key_Down : Qt::Key_Up);
            while (mode()->cursor().col != target.col)
                key(mode()->cursor().col < target.col ? Qt::Key_Right : Qt::Key_Left);
            key(Qt::Key_Return);
            break;
        }
        case QuestionKind::Attacked:
            if (q->right.yes) {
                key(Qt::Key_Y);
                QVERIFY(mode()->awaitingQueen());
                click(q->right.square);
            } else {
                key(Qt::Key_N);
            }
            break;
        case QuestionKind::WhatNext:
            key(q->right.next == NextStep::Place          ? Qt::Key_P
                    : q->right.next == NextStep::Conflict ? Qt::Key_C
                    : q->right.next == NextStep::Back     ? Qt::Key_B
                                                          : Qt::Key_S);
            break;
        default:
            QFAIL("a kind backtracking is never asked");
        }
        QCOMPARE(mode()->quiz().score().all.right, before + 1);
        answered.insert(q->kind);
    }
    QCOMPARE(answered.size(), std::size_t(4));

    // Bitmask: the free columns of a row, picked with Space and given with Enter.
    open(AlgorithmId::Bitmask, 6);
    turnOn();
    for (int i = 0; i < 40; ++i) {
        const std::optional<Question> q = stepToQuestion();
        QVERIFY(q);
        if (q->kind != QuestionKind::FreeColumns) {
            mode()->answer(q->right);
            continue;
        }
        for (int c : q->right.columns) {
            while (mode()->cursor().col != c)
                key(mode()->cursor().col < c ? Qt::Key_Right : Qt::Key_Left);
            key(Qt::Key_Space);
        }
        QCOMPARE(mode()->picked().size(), q->right.columns.size());
        key(Qt::Key_Return);
        QCOMPARE(mode()->quiz().records().back().verdict, Verdict::Right);
        break;
    }
    QCOMPARE(mode()->quiz().score().byKind[std::size_t(QuestionKind::FreeColumns)].right, 1);

    // Breadth-first: the number of boards, typed into the bar.
    open(AlgorithmId::BreadthFirst, 5);
    turnOn();
    for (int i = 0; i < 40; ++i) {
        const std::optional<Question> q = stepToQuestion(2000);
        QVERIFY(q);
        if (q->kind != QuestionKind::NextLevel) {
            mode()->answer(q->right);
            continue;
        }
        auto *count = m_window->questionBar()->findChild<QSpinBox *>(QStringLiteral("answerCount"));
        QVERIFY(count->isVisible());
        QTRY_VERIFY(count->hasFocus());
        QTest::keyClicks(count, QString::number(q->right.count));
        QTest::keyClick(count, Qt::Key_Return);
        QCOMPARE(mode()->quiz().records().back().verdict, Verdict::Right);
        break;
    }
    QCOMPARE(mode()->quiz().score().byKind[std::size_t(QuestionKind::NextLevel)].right, 1);
}

void TestPredict::minConflictsAndDominationAskTheirOwn()
{
    // Min-conflicts: which column the attacked queen moves to, a click in its row; a square of
    // another row is no answer and says so.
    open(AlgorithmId::MinConflicts, 8);
    turnOn();
    std::optional<Question> q;
    for (int i = 0; i < 40; ++i) {
        q = stepToQuestion(400);
        QVERIFY(q);
        if (q->kind == QuestionKind::MoveColumn)
            break;
        mode()->answer(q->right);
    }
    QCOMPARE(q->kind, QuestionKind::MoveColumn);
    click({ (q->square.row + 1) % 8, 0 });
    QVERIFY(mode()->question().has_value()); // not an answer
    QVERIFY2(m_window->caption().startsWith(
                 QStringLiteral("Click a square of row %1.").arg(q->square.row + 1)),
             qPrintable(m_window->caption()));
    click(q->alsoRight.back()); // any square with the fewest attackers is right
    QCOMPARE(mode()->quiz().records().back().verdict, Verdict::Right);

    // Domination, 5 queens on 8 x 8: which square is still uncovered, any of them.
    m_window->setupDomination(8, 5, false, SolveMode::All);
    m_window->boardView()->setFocus();
    for (int i = 0; i < 40; ++i) {
        q = stepToQuestion(400);
        QVERIFY(q);
        if (q->kind == QuestionKind::Uncovered)
            break;
        mode()->answer(q->right);
    }
    QCOMPARE(q->kind, QuestionKind::Uncovered);
    QVERIFY(q->alsoRight.size() > 1);
    click(q->alsoRight.back());
    QCOMPARE(mode()->quiz().records().back().verdict, Verdict::Right);
    QCOMPARE(mode()->quiz().records().back().algorithm, AlgorithmId::Domination);
}

void TestPredict::resultsExportAsCsvInJapaneseToo()
{
    open();
    turnOn();
    for (int i = 0; i < 3; ++i) {
        const std::optional<Question> q = stepToQuestion();
        QVERIFY(q);
        i == 1 ? mode()->skip() : mode()->answer(q->right);
    }
    m_window->chooseLanguage(QStringLiteral("ja"));
    const std::optional<Question> q = stepToQuestion();
    QVERIFY(q);
    Answer wrong = q->right;
    wrong.square = { 5, 5 };
    wrong.row = 5;
    wrong.next = q->right.next == NextStep::Place ? NextStep::Back : NextStep::Place;
    wrong.yes = !q->right.yes;
    mode()->answer(wrong);
    const QString path = m_dir->filePath(QStringLiteral("results.csv"));
    QString error;
    QVERIFY2(m_window->predict()->exportResults(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QStringList lines = text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.first(), QuizCsv::columns().join(u','));
    QVERIFY(lines.at(1).contains(QStringLiteral(",predict,backtracking,6,")));
    QVERIFY(lines.at(1).endsWith(QStringLiteral(",right")));
    QVERIFY(lines.at(2).endsWith(QStringLiteral(",skipped")));
    QVERIFY(lines.at(4).endsWith(QStringLiteral(",wrong")));
    // The last question was asked in Japanese: its words in the CSV are Japanese, in UTF-8.
    const QString japanese = lines.at(4);
    QVERIFY2(std::any_of(japanese.begin(), japanese.end(),
                         [](QChar c) { return c.unicode() >= 0x3040 && c.unicode() <= 0x9fff; }),
             qPrintable(japanese));
    QVERIFY(!lines.at(1).contains(QChar(0x3002))); // the first, in English
    m_window->chooseLanguage(QStringLiteral("en"));
    // An unwritable path: a message, and nothing written.
    QVERIFY(
        !m_window->predict()->exportResults(m_dir->filePath(QStringLiteral("no/a.csv")), &error));
    QVERIFY2(error.contains(QStringLiteral("Cannot write")), qPrintable(error));
}

void TestPredict::theQuestionsChosenAreKept()
{
    QuizSettings s;
    s.asked.fill(false);
    s.asked[std::size_t(QuestionKind::BackToRow)] = true;
    s.every = 1;
    s.seed = 42;
    {
        Settings settings(settingsFile());
        settings.setQuizSettings(s);
    }
    open();
    QCOMPARE(mode()->quiz().settings(), s);
    turnOn();
    const std::optional<Question> q = stepToQuestion(2000);
    QVERIFY(q);
    QCOMPARE(q->kind, QuestionKind::BackToRow);
}

// A button of the question bar answers without keeping the keys from the board: after any mix of
// clicks on the bar and keys, every kind of question is answered by keys sent where the
// keyboard's keys go (the window's focus), not to the board by name.
void TestPredict::keysStillAnswerAfterAButton()
{
    open(AlgorithmId::Backtracking, 6);
    turnOn();
    QuestionBar *bar = m_window->questionBar();
    const auto barButton = [&](const char *name) {
        return bar->findChild<QPushButton *>(QString::fromLatin1(name));
    };
    const auto press = [&](int k) { QTest::keyClick(m_window->focusWidget(), Qt::Key(k)); };
    std::set<QuestionKind> byKeyAfterButton;
    bool lastByButton = false;
    for (int i = 0; i < 60 && byKeyAfterButton.size() < 4; ++i) {
        const std::optional<Question> q = stepToQuestion();
        QVERIFY(q);
        QVERIFY(m_window->focusWidget());
        const int before = mode()->quiz().score().all.right;
        const bool byButton = !lastByButton; // buttons and keys in turn
        switch (q->kind) {
        case QuestionKind::NextQueen:
        case QuestionKind::BackToRow: {
            if (byButton) {
                QTest::mouseClick(barButton("skipQuestion"), Qt::LeftButton);
                break;
            }
            const Square target = q->kind == QuestionKind::NextQueen
                ? q->right.square
                : Square { q->right.row, mode()->cursor().col };
            while (mode()->cursor().row != target.row)
                press(mode()->cursor().row < target.row ? Qt::Key_Down : Qt::Key_Up);
            while (mode()->cursor().col != target.col)
                press(mode()->cursor().col < target.col ? Qt::Key_Right : Qt::Key_Left);
            press(Qt::Key_Return);
            break;
        }
        case QuestionKind::Attacked:
            if (byButton && !q->right.yes)
                QTest::mouseClick(barButton("answerNo"), Qt::LeftButton);
            else if (byButton)
                QTest::mouseClick(barButton("skipQuestion"), Qt::LeftButton);
            else if (q->right.yes) {
                press(Qt::Key_Y);
                QVERIFY(mode()->awaitingQueen());
                click(q->right.square);
            } else {
                press(Qt::Key_N);
            }
            break;
        case QuestionKind::WhatNext:
            if (byButton) {
                QTest::mouseClick(barButton(nextStepKey(q->right.next)), Qt::LeftButton);
                break;
            }
            press(q->right.next == NextStep::Place          ? Qt::Key_P
                      : q->right.next == NextStep::Conflict ? Qt::Key_C
                      : q->right.next == NextStep::Back     ? Qt::Key_B
                                                            : Qt::Key_S);
            break;
        default:
            QFAIL("a kind backtracking is never asked");
        }
        QVERIFY(!mode()->question()); // answered, whichever way
        if (!byButton) {
            QCOMPARE(mode()->quiz().score().all.right, before + 1);
            if (lastByButton)
                byKeyAfterButton.insert(q->kind);
        }
        lastByButton = byButton;
    }
    QCOMPARE(byKeyAfterButton.size(), std::size_t(4));
}

// While "is this square attacked?" waits, the board does not cross the square (its pixels are
// those of a board with View > Show Attacked Squares off); with the verdict the crosses are back.
void TestPredict::theBoardDoesNotAnswerTheQuestion()
{
    open(AlgorithmId::Backtracking, 6);
    turnOn();
    QAction *attacks = m_window->action(QStringLiteral("attacks"));
    QVERIFY(attacks->isChecked());
    std::optional<Question> q;
    for (int i = 0; i < 60; ++i) {
        q = stepToQuestion();
        QVERIFY(q);
        if (q->kind == QuestionKind::Attacked && q->right.yes)
            break;
        mode()->answer(q->right);
        q.reset();
    }
    QVERIFY2(q, "no square asked about was attacked");
    BoardView *view = m_window->boardView();
    const auto square = [&] {
        const QRect rect = view->mapFromScene(BoardItem::squareRect(q->square.row, q->square.col))
                               .boundingRect();
        return view->viewport()->grab(rect).toImage();
    };
    const QImage waiting = square();
    attacks->trigger(); // off
    QCOMPARE(square(), waiting); // nothing was shown that "off" hides
    attacks->trigger(); // on again
    QCOMPARE(square(), waiting);
    mode()->answer(q->right);
    QTRY_VERIFY(!mode()->question());
    const QImage answered = square();
    attacks->trigger();
    QVERIFY(square() != answered); // with the verdict, the square is crossed again
    attacks->trigger();
}

void TestPredict::theVerdictStaysToBeRead_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("3 steps/s") << PlaybackClock::levelFor(3);
    QTest::newRow("maximum") << PlaybackClock::speedLevels() - 1;
}

// Playing, an answer's verdict and its marks stay on the board while the student reads them (the
// run waits at the step they are about, still playing): 2 s later they are there, in the
// caption, until Enter goes on.
void TestPredict::theVerdictStaysToBeRead()
{
    QFETCH(int, level);
    open(AlgorithmId::Backtracking, 6);
    turnOn();
    player()->setSpeedLevel(level);
    player()->play();
    QTRY_VERIFY_WITH_TIMEOUT(mode()->question().has_value(), 20000);
    const Question q = *mode()->question();
    click({ q.right.square.row >= 0 ? q.right.square.row : 0, 5 }); // some answer, right or not
    if (mode()->question())
        mode()->skip(); // a click that was no answer to this kind
    const QString verdict = mode()->lastVerdict();
    QVERIFY(!verdict.isEmpty());
    QTest::qWait(2000);
    QVERIFY(player()->isPlaying());
    QVERIFY2(m_window->caption().contains(verdict), qPrintable(m_window->caption()));
    QCOMPARE(player()->position(), q.shownAt); // the step the verdict is about, and no further
    key(Qt::Key_Return);
    QTRY_VERIFY(player()->position() > q.shownAt || mode()->question());
}

// A square two queens attack: naming either is right, the verdict names both, and the CSV's
// accepted answers hold the one given.
void TestPredict::everyAttackerIsRight()
{
    open(AlgorithmId::Backtracking, 6);
    turnOn();
    std::optional<Question> q;
    for (int i = 0; i < 120; ++i) {
        q = stepToQuestion();
        QVERIFY(q);
        if (q->kind == QuestionKind::Attacked && q->right.yes && q->alsoRight.size() > 1)
            break;
        mode()->answer(q->right);
        q.reset();
    }
    QVERIFY2(q, "no square attacked by two queens was asked about");
    Answer given = q->right;
    given.square
        = q->alsoRight.back() == q->right.square ? q->alsoRight.front() : q->alsoRight.back();
    QVERIFY(given.square != q->right.square);
    mode()->answer(given);
    QCOMPARE(mode()->quiz().records().back().verdict, Verdict::Right);
    for (const Square &attacker : q->alsoRight)
        QVERIFY2(mode()->lastVerdict().contains(QuestionWords::square(attacker)),
                 qPrintable(mode()->lastVerdict()));
    const CsvRow row = QuizCsv::rowOf(mode()->quiz().records().back());
    QVERIFY(row.answer != row.rightAnswer);
    QVERIFY2(row.accepted.split(QStringLiteral(" | ")).contains(row.answer),
             qPrintable(row.accepted + QStringLiteral(" / ") + row.answer));
}

// The board keeps its size and place while questions, their answer bar and three-line verdicts
// come and go, so the square under the pointer does not move between two clicks.
void TestPredict::theBoardStaysPutWhileQuestionsComeAndGo()
{
    open(AlgorithmId::Backtracking, 6);
    m_window->resize(1024, 768);
    turnOn();
    BoardView *view = m_window->boardView();
    const QLabel *caption = m_window->findChild<QLabel *>(QStringLiteral("caption"));
    // Once a kind of question has been asked, its answer bar's room is kept: from then on the
    // board stays where it is, question or verdict, however long the words.
    std::set<QuestionKind> seen;
    std::optional<QRect> board;
    int compared = 0;
    int longVerdicts = 0;
    for (int i = 0; i < 12; ++i) {
        const std::optional<Question> q = stepToQuestion();
        QVERIFY(q);
        QTest::qWait(50);
        const bool known = seen.count(q->kind) > 0;
        if (known) {
            QCOMPARE(view->geometry(), *board);
            ++compared;
        }
        board = view->geometry(); // a new kind may take more rows of answers, once
        seen.insert(q->kind);
        if (q->kind == QuestionKind::NextQueen && !(q->right.square == Square { 5, 5 }))
            click({ 5, 5 }); // wrong: the verdict says why at length
        else
            key(Qt::Key_Escape); // skipped: the verdict says why
        QTRY_VERIFY(!mode()->question());
        QTest::qWait(50);
        QCOMPARE(view->geometry(), *board); // the verdict in the question's room
        ++compared;
        // Words past the room kept take a smaller font, not more room.
        if (caption->font().pixelSize() > 0
            && caption->font().pixelSize() < QFontInfo(m_window->font()).pixelSize() * 1.4)
            ++longVerdicts;
    }
    QVERIFY2(compared >= 6, qPrintable(QString::number(compared)));
    QVERIFY2(longVerdicts >= 1, "no verdict needed a smaller font: the test shows nothing");
}

// A waiting question is the whole caption: the words of the step shown before it ("Try row 1,
// column 1.") read as part of the question, even as its answer. The verdict, once given, is
// followed by the step it was about.
void TestPredict::theQuestionStandsAlone()
{
    open(AlgorithmId::Backtracking, 6);
    turnOn();
    int asked = 0;
    std::set<QuestionKind> kinds;
    for (int i = 0; i < 40 && kinds.size() < 3; ++i) {
        const std::optional<Question> q = stepToQuestion();
        QVERIFY(q);
        if (player()->position() > 0) {
            QCOMPARE(m_window->caption(), QuestionWords::ask(*q));
            ++asked;
            kinds.insert(q->kind);
        }
        mode()->answer(q->right);
        QTRY_VERIFY(!mode()->question());
        QVERIFY2(m_window->caption().size() > mode()->caption().size(),
                 qPrintable(m_window->caption()));
    }
    QVERIFY2(kinds.size() >= 3, qPrintable(QString::number(asked)));
}

void TestPredict::everyScoreRowShows_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("language");
    for (const int width : { 1024, 1366 }) {
        for (const char *language : { "en", "zh_CN" })
            QTest::addRow("%d %s", width, language) << width << QString::fromLatin1(language);
    }
}

// The Score dock's table shows a row for every kind this algorithm asks, each whole, with no
// scroll bar to find them: at a projector's width and a laptop's, in English and in Chinese
// (whose kind names wrap to more lines).
void TestPredict::everyScoreRowShows()
{
    QFETCH(int, width);
    QFETCH(QString, language);
    open(AlgorithmId::Backtracking, 6);
    m_window->resize(width, 768);
    m_window->chooseLanguage(language);
    turnOn();
    const std::optional<Question> q = stepToQuestion();
    QVERIFY(q);
    mode()->answer(q->right);
    QTest::qWait(50);
    QTableWidget *table = m_window->scoreView()->table();
    QTRY_VERIFY(table->isVisible());
    int shown = 0;
    for (int k = 0; k < table->rowCount(); ++k) {
        if (table->isRowHidden(k))
            continue;
        ++shown;
        const QRect row = table->visualRect(table->model()->index(k, 0));
        QVERIFY2(table->viewport()->rect().contains(row),
                 qPrintable(QStringLiteral("row %1 (%2) at %3,%4 %5x%6 outside %7 px")
                                .arg(k)
                                .arg(table->item(k, 0)->text())
                                .arg(row.x())
                                .arg(row.y())
                                .arg(row.width())
                                .arg(row.height())
                                .arg(table->viewport()->height())));
        // The kind's name is not cut: its wrapped lines fit the row.
        const QFontMetrics metrics(table->font());
        const QRect words = metrics.boundingRect(QRect(0, 0, table->columnWidth(0) - 8, 10000),
                                                 Qt::TextWordWrap, table->item(k, 0)->text());
        QVERIFY2(words.height() <= row.height(),
                 qPrintable(QStringLiteral("%1: %2 px of words in a %3 px row")
                                .arg(table->item(k, 0)->text())
                                .arg(words.height())
                                .arg(row.height())));
    }
    QVERIFY2(shown >= 4, qPrintable(QString::number(shown)));
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);
    m_window->chooseLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestPredict)
#include "tst_predict.moc"
