// SPDX-License-Identifier: GPL-3.0-or-later
#include "framepainter.h"

#include "algorithmwords.h"
#include "counters.h"
#include "statepicture.h"
#include "stepcaption.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <cmath>

namespace nq {

FramePainter::FramePainter(const FilmSpec &spec) : m_spec(spec)
{
    const int width = spec.size + (spec.size & 1);
    const qreal text = fontPixels(width);
    const int strip = lines() == 0 ? 0 : int(std::ceil(text * 1.35 * lines() + text * 0.8));
    const int height = width + strip;
    m_size = QSize(width, height + (height & 1));
}

int FramePainter::lines() const
{
    // The caption gets two lines (it wraps), the others one each.
    return (m_spec.caption ? 2 : 0) + (m_spec.counters ? 1 : 0) + (m_spec.pseudocode ? 1 : 0);
}

qreal FramePainter::fontPixels(qreal width) const
{
    return std::max(10.0, width / 30.0);
}

BoardPicture FramePainter::picture(const PlayState &state) const
{
    BoardPicture style;
    style.theme = Theme::of(m_spec.theme);
    style.marks.attacks = m_spec.attacks;
    style.marks.heat = m_spec.heat;
    return StatePicture::ofRun(state, m_spec.run, style);
}

QString FramePainter::caption(const PlayState &state) const
{
    return state.position == 0 ? StepCaption::start()
                               : StepCaption::describe(state.last, state, m_spec.run.algorithm);
}

QStringList FramePainter::words(const PlayState &state) const
{
    QStringList out;
    if (m_spec.caption)
        out << caption(state);
    if (m_spec.counters) {
        QStringList parts;
        for (const CounterSpec &counter :
             AlgorithmWords::of(m_spec.run.algorithm).counters(m_spec.run.options())) {
            if (!counter.value || counter.ofTheBoard)
                continue;
            if (const std::optional<qint64> v = counter.value(state))
                parts << QStringLiteral("%1 %L2").arg(counter.name).arg(*v);
        }
        out << parts.join(QStringLiteral("  ·  "));
    }
    if (m_spec.pseudocode) {
        const QStringList code = Algorithms::info(m_spec.run.algorithm).pseudocode();
        const int line = state.last.line;
        out << (line >= 0 && line < code.size()
                    ? QStringLiteral("%1  %2").arg(line + 1).arg(code.at(line).trimmed())
                    : QString());
    }
    return out;
}

void FramePainter::paint(QPainter *painter, const QRectF &target, const PlayState &state,
                         qreal fontPixels) const
{
    const Theme theme = Theme::of(m_spec.theme);
    painter->save();
    painter->fillRect(target, theme.background);
    const qreal side = target.width();
    BoardRenderer::paint(painter, QRectF(target.topLeft(), QSizeF(side, side)), picture(state));
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(fontPixels)));
    painter->setFont(font);
    painter->setPen(theme.coordinates);
    const QFontMetricsF metrics(font);
    const qreal lineHeight = fontPixels * 1.35;
    const qreal margin = side * 0.04;
    qreal y = target.top() + side;
    const qreal width = side - 2 * margin;
    const QStringList lines = words(state);
    for (int i = 0; i < lines.size(); ++i) {
        // The caption wraps onto a second line; the rest are cut with an ellipsis.
        const bool wraps = m_spec.caption && i == 0;
        const int room = wraps ? 2 : 1;
        QTextLayout layout(lines.at(i), font);
        layout.beginLayout();
        int used = 0;
        while (used < room) {
            QTextLine line = layout.createLine();
            if (!line.isValid())
                break;
            line.setLineWidth(width);
            const bool last = used == room - 1;
            const QString text = lines.at(i).mid(line.textStart(), last ? -1 : line.textLength());
            painter->drawText(
                QRectF(target.left() + margin, y + used * lineHeight, width, lineHeight),
                Qt::AlignLeft | Qt::AlignVCenter,
                last ? metrics.elidedText(text.trimmed(), Qt::ElideRight, width) : text.trimmed());
            ++used;
        }
        layout.endLayout();
        y += room * lineHeight;
    }
    painter->restore();
}

QImage FramePainter::image(const PlayState &state) const
{
    QImage image(m_size, QImage::Format_RGB32);
    image.fill(Theme::of(m_spec.theme).background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(&painter, QRectF(0, 0, m_size.width(), m_size.height()), state,
          fontPixels(m_size.width()));
    return image;
}

} // namespace nq
