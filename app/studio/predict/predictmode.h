// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modes/boardmode.h"
#include "playback/transport.h"
#include "playbackclock.h"
#include "quiz.h"

#include <QPointer>
#include <QTimer>

#include <optional>

namespace nq {

class BoardFeed;
class RunCursor;
class StepPlayer;
struct RunDescription;

/**
 * Predict: while it is on, playback stops before the steps its Quiz chooses and asks what the
 * run does next. The student answers on the board (a click, or the arrows and Enter), with a
 * key, or with the question bar's buttons; the verdict and why are said at once, the right
 * answer is ringed on the board (a wrong one crossed) until the run has shown it, and playback
 * goes on as it was. While a question waits, every way of moving the run is refused (the
 * transport's gate) and Escape lets the question go. It decides nothing of its own: the
 * questions and their answers are the Quiz's.
 */
class PredictMode : public BoardMode
{
    Q_OBJECT
public:
    PredictMode(StepPlayer *player, BoardFeed *feed, QObject *parent = nullptr);
    ~PredictMode() override;

    QString id() const override { return QStringLiteral("predict"); }
    void enter() override;
    void leave() override;
    void clickSquare(Square square) override;
    bool key(int key, Qt::KeyboardModifiers modifiers) override;
    bool allows(ActionId id) const override;
    BoardMarker marker() const override;
    QString caption() const override;
    /// A waiting question stands alone: the step shown before it ("Try row 1, column 1.")
    /// read as if it were part of the question, or its answer. A verdict goes before the
    /// words of the step it was about.
    bool captionIsWhole() const override { return m_question.has_value(); }

    /// Asks for the board (on) or gives it back (off).
    void setOn(bool on) { emit activationRequested(on); }
    bool isOn() const { return m_on; }
    void setSettings(const QuizSettings &settings) { m_quiz.setSettings(settings); }
    const Quiz &quiz() const { return m_quiz; }
    void resetScore();
    /// The question waiting for an answer, if any.
    const std::optional<Question> &question() const { return m_question; }
    AlgorithmId algorithm() const { return m_quiz.algorithm(); }
    /// The last verdict in words ("Right! …"), empty before the first.
    const QString &lastVerdict() const { return m_verdictText; }
    /// Attacked: "yes" given, the queen still to be clicked.
    bool awaitingQueen() const { return m_awaitingQueen; }
    /// FreeColumns: the squares picked so far.
    const std::vector<Square> &picked() const { return m_picked; }
    Square cursor() const { return m_cursor; }
    /// True while the run waits, playing, for the student to read a verdict.
    bool verdictHeld() const { return m_verdictUntil >= 0; }

public slots:
    /// Answers the waiting question (any kind): judged, recorded, and playback goes on.
    void answer(const nq::Answer &given);
    void answerYes();
    void answerNo();
    void answerNext(nq::NextStep step);
    void answerCount(qint64 count);
    /// FreeColumns: the squares picked are the answer.
    void submitPicked();
    /// Lets the waiting question go (recorded as skipped).
    void skip();

signals:
    void switched(bool on);
    /// A question waits for an answer (the bar shows its buttons).
    void asked(const nq::Question &question);
    /// The question was answered or skipped (the score changed).
    void answered(nq::Verdict verdict, const QString &words);
    /// A move was refused while a question waits.
    void refusedMove();

private:
    PlaybackClock::Hold hold(RunCursor *cursor);
    void onHeld(bool playing);
    void onStepped();
    void onRunStarting(const RunDescription &run);
    void finish(const Answer &given, Verdict verdict);
    void dropQuestion();
    void act(Square square);

    QPointer<StepPlayer> m_player; // may go first when the window closes
    Quiz m_quiz;
    bool m_on = false;
    std::optional<Question> m_posing; // chosen by the hold, asked when the clock has stopped
    std::optional<Question> m_question; // waiting for an answer
    bool m_resumePlaying = false; // how the run moved when it was held
    // While playing, the run waits at this position (the step the verdict is about shown) until
    // the timer ends or the student goes on: -1, not waiting.
    std::int64_t m_verdictUntil = -1;
    QTimer m_verdictTimer;
    void goOn();
    bool m_awaitingQueen = false;
    std::vector<Square> m_picked;
    Square m_cursor { 0, 0 };
    // The last answer, shown until the run has shown the step it was about.
    std::optional<Question> m_shown;
    Answer m_shownGiven;
    Verdict m_shownVerdict = Verdict::Skipped;
    QString m_verdictText;
    QString m_hint; // a word on a click that is no answer ("Click a queen")
};

} // namespace nq
