// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/timelinebar.h"

#include "playback/transport.h"

#include <QBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QStyleOptionSlider>

#include <algorithm>

namespace nq {

namespace {
constexpr int kTimelineSteps = 1000000;
constexpr int kDragRestMs = 120;
} // namespace

TimelineSlider::TimelineSlider(QWidget *parent) : QSlider(Qt::Horizontal, parent) { }

void TimelineSlider::setMarks(const std::vector<std::int64_t> *positions, qint64 length)
{
    m_positions = positions;
    m_length = std::max<qint64>(1, length);
    update();
}

void TimelineSlider::setMarkColor(const QColor &color)
{
    m_color = color;
    update();
}

QRect TimelineSlider::grooveRect() const
{
    QStyleOptionSlider option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
}

const std::vector<int> &TimelineSlider::markXs()
{
    const QRect groove = grooveRect();
    if (!m_positions || m_positions->empty()) {
        m_xs.clear();
        m_counted = 0;
        return m_xs;
    }
    // The length "so far" grows as the run is read: remade when it moved by more than 1 %.
    const bool remake = groove.width() != m_countedWidth || m_countedLength < 0
        || std::abs(double(m_length - m_countedLength)) > 0.01 * double(m_countedLength)
        || m_counted > m_positions->size();
    if (remake) {
        m_xs.clear();
        m_counted = 0;
        m_countedLength = m_length;
        m_countedWidth = groove.width();
    }
    for (; m_counted < m_positions->size(); ++m_counted) {
        const double at = double((*m_positions)[m_counted]) / double(m_countedLength);
        if (at > 1.0)
            break; // past the length known when counted: waits for the next remake
        const int x = groove.left() + int(at * (groove.width() - 1));
        if (m_xs.empty() || m_xs.back() != x)
            m_xs.push_back(x);
    }
    return m_xs;
}

void TimelineSlider::showStepRange(qint64 from, qint64 to)
{
    m_rangeFrom = from;
    m_rangeTo = to;
    update();
}

qint64 TimelineSlider::stepAt(int x) const
{
    const QRect groove = grooveRect();
    const double at
        = std::clamp(double(x - groove.left()) / std::max(1, groove.width() - 1), 0.0, 1.0);
    return qint64(at * double(m_length) + 0.5);
}

int TimelineSlider::xOf(qint64 step) const
{
    const QRect groove = grooveRect();
    return groove.left()
        + int(std::clamp(double(step) / double(m_length), 0.0, 1.0) * (groove.width() - 1));
}

void TimelineSlider::mousePressEvent(QMouseEvent *event)
{
    // Shift and a drag mark the range a recording takes, and leave the board where it is.
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)) {
        m_anchor = stepAt(event->position().toPoint().x());
        emit rangeDragged(m_anchor, m_anchor, false);
        event->accept();
        return;
    }
    QSlider::mousePressEvent(event);
}

void TimelineSlider::mouseMoveEvent(QMouseEvent *event)
{
    if (m_anchor >= 0) {
        const qint64 at = stepAt(event->position().toPoint().x());
        emit rangeDragged(std::min(m_anchor, at), std::max(m_anchor, at), false);
        event->accept();
        return;
    }
    QSlider::mouseMoveEvent(event);
}

void TimelineSlider::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_anchor >= 0) {
        const qint64 at = stepAt(event->position().toPoint().x());
        emit rangeDragged(std::min(m_anchor, at), std::max(m_anchor, at), true);
        m_anchor = -1;
        event->accept();
        return;
    }
    QSlider::mouseReleaseEvent(event);
}

void TimelineSlider::paintEvent(QPaintEvent *event)
{
    const QRect groove = grooveRect();
    if (m_rangeFrom >= 0) {
        // The range as a band under the handle, with edges that read without colour too.
        QPainter band(this);
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlpha(90);
        const int x0 = xOf(m_rangeFrom), x1 = std::max(xOf(m_rangeTo), x0 + 2);
        const QRect r(x0, groove.top() - 3, x1 - x0 + 1, groove.height() + 6);
        band.fillRect(r, fill);
        // Its ends drawn as brackets, [ and ], seen even while the range is one step.
        const QColor edge = palette().color(QPalette::Highlight);
        const int arm = std::max(4, r.height() / 3);
        const int top = std::max(0, r.top() - 3), bottom = std::min(height() - 1, r.bottom() + 3);
        band.fillRect(QRect(x0 - 1, top, 3, bottom - top + 1), edge);
        band.fillRect(QRect(x0 - 1, top, arm, 2), edge);
        band.fillRect(QRect(x0 - 1, bottom - 1, arm, 2), edge);
        band.fillRect(QRect(x1 - 1, top, 3, bottom - top + 1), edge);
        band.fillRect(QRect(x1 + 2 - arm, top, arm, 2), edge);
        band.fillRect(QRect(x1 + 2 - arm, bottom - 1, arm, 2), edge);
    }
    QSlider::paintEvent(event);
    const std::vector<int> &xs = markXs();
    if (xs.empty())
        return;
    QPainter painter(this);
    // Ticks under the groove, clear of the handle's middle.
    const int top = std::min(height() - 4, groove.bottom() + 2);
    const QColor color = m_color.isValid() ? m_color : palette().color(QPalette::Highlight);
    for (const int x : xs)
        painter.fillRect(QRect(x, top, 1, 4), color);
}

TimelineBar::TimelineBar(Transport *transport, QWidget *parent)
    : QWidget(parent), m_transport(transport)
{
    // The slider gets the whole width; where the run is and the field to jump go below it.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *top = m_top = new QHBoxLayout;
    auto *bottom = m_bottom = new QHBoxLayout;
    layout->addLayout(top);
    layout->addLayout(bottom);
    m_slider = new TimelineSlider(this);
    m_slider->setRange(0, 0);
    m_slider->setPageStep(kTimelineSteps / 20);
    m_label = new QLabel(this);
    // A long jump's words never widen the window (on a projector it has the screen's width).
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_title = new QLabel(this);
    m_title->setBuddy(m_slider);
    m_goTo = new QLineEdit(this);
    m_goTo->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,18}")), m_goTo));
    top->addWidget(m_title);
    top->addWidget(m_slider, 1);
    bottom->addWidget(m_label, 1);
    bottom->addWidget(m_goTo);

    m_dragSeek.setSingleShot(true);
    m_dragSeek.setInterval(kDragRestMs);
    connect(&m_dragSeek, &QTimer::timeout, this,
            [this] { m_transport->seek(toPosition(m_slider->sliderPosition())); });
    connect(m_slider, &QSlider::sliderMoved, this, &TimelineBar::dragged);
    connect(m_slider, &QSlider::sliderReleased, this, [this] {
        m_dragSeek.stop();
        m_transport->seek(toPosition(m_slider->value()));
    });
    connect(m_slider, &QSlider::actionTriggered, this, [this](int sliderAction) {
        if (sliderAction != QAbstractSlider::SliderMove)
            m_transport->seek(toPosition(m_slider->sliderPosition()));
    });
    connect(m_goTo, &QLineEdit::returnPressed, this, &TimelineBar::goToStep);
    m_goTo->installEventFilter(this); // Esc gives the keys back too
    setTransport(transport);
    connect(m_slider, &TimelineSlider::rangeDragged, this,
            [this](qint64 from, qint64 to, bool) { setStepRange(from, to); });
}

void TimelineBar::setTransport(Transport *transport)
{
    for (const QMetaObject::Connection &c : std::as_const(m_bound))
        disconnect(c);
    m_transport = transport;
    m_bound.clear();
    m_bound << connect(transport, &Transport::timelineChanged, this, &TimelineBar::showPosition);
    // During a far jump the worker reads the run far past the history: the step line says how
    // far, as the status bar's progress does (it said "Step 0 of 36,864 so far" beside
    // 46,776,320 before).
    m_bound << connect(transport, &Transport::jumpProgress, this,
                       [this](qint64 done, qint64 target) {
                           m_jumpDone = done;
                           m_jumpTarget = target;
                           m_label->setText(positionText());
                       });
    m_bound << connect(transport, &Transport::busyChanged, this, [this](bool busy) {
        m_jumpDone = busy ? 0 : -1;
        m_jumpTarget = -1;
        m_label->setText(positionText());
    });
    m_bound << connect(transport, &Transport::solutionMarksChanged, this,
                       [this] { m_slider->setMarks(&m_transport->solutionMarks(), m_length); });
    // Another transport's steps: a range marked on the other is no range of this one.
    m_dragSeek.stop();
    clearRange();
    m_jumpDone = transport->isBusy() ? 0 : -1;
    m_jumpTarget = -1;
    showPosition(transport->position(), transport->length(), transport->lengthKnown());
    m_slider->setMarks(&transport->solutionMarks(), m_length);
}

void TimelineBar::setStepRange(qint64 from, qint64 to)
{
    if (from > to)
        std::swap(from, to);
    if (from == m_rangeFrom && to == m_rangeTo)
        return;
    m_rangeFrom = from;
    m_rangeTo = to;
    m_slider->showStepRange(from, to);
    m_label->setText(positionText());
    m_slider->setAccessibleDescription(
        from < 0 ? QString() : tr("Recording range: steps %L1 to %L2").arg(from).arg(to));
    emit rangeChanged();
}

void TimelineBar::setRangeStart(qint64 step)
{
    setStepRange(step, hasRange() ? std::max(step, m_rangeTo) : step);
}

void TimelineBar::setRangeEnd(qint64 step)
{
    setStepRange(hasRange() ? std::min(step, m_rangeFrom) : step, step);
}

void TimelineBar::clearRange()
{
    setStepRange(-1, -1);
}

qint64 TimelineBar::toPosition(int value) const
{
    return qint64(double(value) / kTimelineSteps * double(m_length) + 0.5);
}

void TimelineBar::dragged(int value)
{
    const qint64 position = toPosition(value);
    m_label->setText(tr("Step %L1 of %L2").arg(position).arg(m_length));
    // The board follows the drag: at once where the history holds the step, else once the
    // pointer rests (each far seek replays the run).
    if (m_transport->holdsAtOnce(position)) {
        m_dragSeek.stop();
        m_transport->seek(position);
    } else {
        m_dragSeek.start();
    }
}

void TimelineBar::goToStep()
{
    bool ok = false;
    const qint64 step = m_goTo->text().toLongLong(&ok);
    if (ok)
        m_transport->seek(step);
    // The keys go back to where the eye goes: the board (Right, Space, B step on at once).
    emit doneTyping();
}

void TimelineBar::focusGoToStep()
{
    m_goTo->setFocus(Qt::ShortcutFocusReason);
    m_goTo->selectAll();
}

void TimelineBar::showPosition(qint64 position, qint64 length, bool)
{
    m_length = std::max<qint64>(length, 1);
    if (!m_slider->isSliderDown()) {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, kTimelineSteps);
        m_slider->setValue(int(double(position) / double(m_length) * kTimelineSteps));
    }
    m_slider->setMarks(&m_transport->solutionMarks(), m_length);
    m_label->setText(positionText());
}

void TimelineBar::setRunShown(bool shown)
{
    if (shown == m_runShown)
        return;
    m_runShown = shown;
    m_label->setText(positionText());
}

QString TimelineBar::positionText() const
{
    QString text = m_runShown
        ? runText()
        // the timeline is the run's; the board is the student's or a picked one
        : tr("The run: %1 (not on the board)").arg(runText());
    // The range marked with [ and ] (or Shift and a drag), in words as on the groove.
    if (hasRange())
        text += u' '
            + (m_rangeFrom == m_rangeTo
                   ? tr("· recording from step %L1 (] marks its end)").arg(m_rangeFrom)
                   : tr("· recording steps %L1 to %L2").arg(m_rangeFrom).arg(m_rangeTo));
    return text;
}

QString TimelineBar::runText() const
{
    const qint64 position = m_transport->position();
    const qint64 length = m_transport->length();
    if (m_jumpDone > 0) {
        if (m_jumpTarget >= 0)
            return tr("Step %L1, going to %L2: %L3 read")
                .arg(position)
                .arg(m_jumpTarget)
                .arg(m_jumpDone);
        return tr("Step %L1, reading to the end: %L2 read").arg(position).arg(m_jumpDone);
    }
    if (m_transport->lengthKnown())
        return tr("Step %L1 of %L2").arg(position).arg(length);
    // Nothing of the run known beyond where it stands (a new board, a first far jump): no
    // "of 0 so far".
    if (length <= position)
        return tr("Step %L1").arg(position);
    return tr("Step %L1 of %L2 so far").arg(position).arg(length);
}

void TimelineBar::setCompact(bool compact)
{
    // On a projector the track keeps the whole width of the board's column (a third of the
    // screen at least, to be scrubbed from across a room): the step and the field go under it,
    // and its title goes (it keeps its name for screen readers; Ctrl+G still goes to the field).
    m_title->setVisible(!compact);
}

void TimelineBar::fitGoTo()
{
    // Wide enough for its words or 14 figures, in the field's own font (presentation mode makes
    // it larger).
    const QFontMetrics fm = m_goTo->fontMetrics();
    m_goTo->setFixedWidth(std::max(fm.horizontalAdvance(m_goTo->placeholderText()),
                                   fm.horizontalAdvance(QStringLiteral("00000000000000")))
                          + fm.averageCharWidth() * 2);
}

bool TimelineBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_goTo && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        emit doneTyping();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitGoTo();
    QWidget::changeEvent(event);
}

void TimelineBar::retranslate()
{
    m_title->setText(tr("&Timeline:"));
    m_slider->setAccessibleName(tr("Timeline"));
    m_goTo->setPlaceholderText(tr("Go to step"));
    m_goTo->setAccessibleName(tr("Go to step"));
    m_goTo->setToolTip(tr("Type a step number and press Enter (Ctrl+G)"));
    fitGoTo();
    showPosition(m_transport->position(), m_transport->length(), m_transport->lengthKnown());
}

QList<QWidget *> TimelineBar::focusChain() const
{
    return { m_slider, m_goTo };
}

} // namespace nq
