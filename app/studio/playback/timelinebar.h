// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QSlider>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <vector>

class QHBoxLayout;
class QLabel;
class QLineEdit;

namespace nq {

class Transport;

/// The timeline's slider, with a mark where each known solution of the run is.
class TimelineSlider : public QSlider
{
    Q_OBJECT
public:
    explicit TimelineSlider(QWidget *parent = nullptr);
    /// The solutions' positions (sorted) on a run of `length` steps, drawn in `color`.
    void setMarks(const std::vector<std::int64_t> *positions, qint64 length);
    void setMarkColor(const QColor &color);
    /// The x of every mark drawn now, in the slider's coordinates (for tests).
    const std::vector<int> &markXs();
    /// Shows steps `from` to `to` as the range a recording takes (from < 0: none).
    void showStepRange(qint64 from, qint64 to);
    /// The step under x (in the slider's coordinates), on the groove's scale.
    qint64 stepAt(int x) const;
    /// The x of a step on the groove.
    int xOf(qint64 step) const;

signals:
    /// Shift and a drag mark a range of steps (from the press to the pointer); `done` at the
    /// release.
    void rangeDragged(qint64 from, qint64 to, bool done);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QRect grooveRect() const;
    qint64 m_rangeFrom = -1;
    qint64 m_rangeTo = -1;
    qint64 m_anchor = -1; // where a Shift-drag began (-1: none)

    const std::vector<std::int64_t> *m_positions = nullptr;
    qint64 m_length = 1;
    QColor m_color;
    // Marks as pixels, counted once: remade when the length or the width changes.
    std::vector<int> m_xs;
    std::size_t m_counted = 0;
    qint64 m_countedLength = -1;
    int m_countedWidth = -1;
};

/// The timeline under the board: where the run is, how long it is as far as known, the marks of
/// its solutions, a slider that moves the board while dragged, and a field to go to a step.
class TimelineBar : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineBar(Transport *transport, QWidget *parent = nullptr);
    /// Shows and moves `transport` from now on (a race shown in the window, then the run's);
    /// a recording range marked on the one before is cleared.
    void setTransport(Transport *transport);

    /// Shows the player's position and length.
    void showPosition(qint64 position, qint64 length, bool final);
    void retranslate();
    /// Puts the focus in the "go to step" field (Ctrl+G).
    void focusGoToStep();
    void setMarkColor(const QColor &color) { m_slider->setMarkColor(color); }
    TimelineSlider *slider() const { return m_slider; }
    QLineEdit *goToStepField() const { return m_goTo; }
    QString positionText() const;
    /// Whether the board shows the run (not a picked or hand-made board): the step line says
    /// when it does not.
    void setRunShown(bool shown);
    /// Its controls in the order Tab visits them.
    QList<QWidget *> focusChain() const;
    /// One row (the slider, where the run is, the field) or two (the titled slider over the
    /// rest): a projector gives the board the height of the second row.
    void setCompact(bool compact);
    /// The range of steps a recording takes, marked by Shift and a drag or by the range's
    /// actions; `from` < 0 when none is marked.
    qint64 rangeFrom() const { return m_rangeFrom; }
    qint64 rangeTo() const { return m_rangeTo; }
    bool hasRange() const { return m_rangeFrom >= 0; }
    /// Marks the range's start (or end) at `step`; the other end stays, or is `step` too.
    void setRangeStart(qint64 step);
    void setRangeEnd(qint64 step);
    void setStepRange(qint64 from, qint64 to);
    void clearRange();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    /// A step was typed and Enter pressed, or Esc: the keys go back to the board.
    void doneTyping();
    /// The recording range was marked, moved or cleared.
    void rangeChanged();

private:
    QString runText() const;
    void fitGoTo();
    qint64 toPosition(int value) const;
    void dragged(int value);
    void goToStep();

    Transport *m_transport = nullptr;
    QList<QMetaObject::Connection> m_bound; ///< to the transport
    QLabel *m_title;
    TimelineSlider *m_slider;
    QLabel *m_label;
    QLineEdit *m_goTo;
    QHBoxLayout *m_top;
    QHBoxLayout *m_bottom;
    QTimer m_dragSeek; // a drag far from the history seeks once it rests
    qint64 m_length = 0;
    bool m_runShown = true;
    qint64 m_jumpDone = -1; ///< steps a far jump has read so far (-1: no jump)
    qint64 m_jumpTarget = -1; ///< where the jump goes (-1: to the run's end)
    qint64 m_rangeFrom = -1;
    qint64 m_rangeTo = -1;
};

} // namespace nq
