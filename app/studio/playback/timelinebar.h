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

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QRect grooveRect() const;

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

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    /// A step was typed and Enter pressed, or Esc: the keys go back to the board.
    void doneTyping();

private:
    QString runText() const;
    void fitGoTo();
    qint64 toPosition(int value) const;
    void dragged(int value);
    void goToStep();

    Transport *m_transport;
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
};

} // namespace nq
