// SPDX-License-Identifier: GPL-3.0-or-later
// The handout: a PDF of the recorded steps in a grid, each board drawn as vectors with its step
// and caption under it, a title block on every page (the algorithm, the size, the date), on A4
// or Letter, with its fonts embedded (Qt's PDF writer embeds every font it draws with).
#include "filmwriter.h"

#include "exportdetail.h"
#include "framepainter.h"
#include "wholefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

#include <cmath>
#include <vector>

namespace nq {

namespace {

constexpr int kDpi = 300;
constexpr qreal kMm = kDpi / 25.4;

class Handout final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    Handout(const QString &path, const FilmSpec &spec, const FramePainter &painter)
        : m_path(path), m_spec(spec), m_painter(painter)
    { }

    bool wantsImages() const override { return false; }

    bool open(QSize, QString *error) override
    {
        m_buffer.setBuffer(&m_bytes);
        m_buffer.open(QIODevice::WriteOnly);
        m_pdf = std::make_unique<QPdfWriter>(&m_buffer);
        m_pdf->setPageSize(QPageSize(m_spec.page == BoardExport::Page::Letter ? QPageSize::Letter
                                                                              : QPageSize::A4));
        m_pdf->setPageMargins(QMarginsF(0, 0, 0, 0));
        m_pdf->setResolution(kDpi);
        m_pdf->setTitle(title());
        m_pdf->setCreator(QStringLiteral("N-Queens Studio"));
        m_paint = std::make_unique<QPainter>();
        if (!m_paint->begin(m_pdf.get()))
            return fail(error, tr("the PDF could not be started"));
        m_paint->setRenderHint(QPainter::TextAntialiasing);
        m_pages = int((m_spec.frames() + perPage() - 1) / perPage());
        return true;
    }

    bool add(const FilmFrame &frame, QString *error) override
    {
        const int slot = int(m_index % perPage());
        if (slot == 0) {
            if (m_index > 0 && !m_pdf->newPage())
                return fail(error, tr("a page could not be added"));
            header(int(m_index / perPage()) + 1);
        }
        cell(slot, *frame.state, frame.words);
        ++m_index;
        return true;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        m_paint->end();
        m_pdf.reset();
        m_buffer.close();
        return WholeFile::write(m_path, exportdetail::reproducible(m_bytes), error, cancel);
    }

private:
    bool fail(QString *error, const QString &why)
    {
        if (error)
            *error = WholeFile::cannotWrite(m_path, why);
        return false;
    }

    std::int64_t perPage() const { return std::int64_t(m_spec.columns) * m_spec.rows; }

    QString title() const
    {
        const RunDescription &run = m_spec.run;
        const QString what = run.isDomination()
            ? tr("Domination: %1 queens on %2 × %2").arg(run.problem.queens).arg(run.n())
            : tr("%1 on %2 × %2").arg(Algorithms::info(run.algorithm).displayName()).arg(run.n());
        return tr("%1, steps %L2 to %L3").arg(what).arg(m_spec.from).arg(m_spec.to);
    }

    QRectF page() const
    {
        const QRectF whole(QPointF(0, 0), m_pdf->pageLayout().fullRectPixels(kDpi).size());
        return whole.adjusted(15 * kMm, 15 * kMm, -15 * kMm, -15 * kMm);
    }

    qreal headerHeight() const { return 16 * kMm; }

    void header(int number)
    {
        const QRectF area = page();
        QPainter &p = *m_paint;
        p.save();
        QFont font = p.font();
        font.setPixelSize(int(5.2 * kMm));
        font.setBold(true);
        p.setFont(font);
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left(), area.top(), area.width(), 7 * kMm),
                   Qt::AlignLeft | Qt::AlignVCenter, title());
        font.setPixelSize(int(3.6 * kMm));
        font.setBold(false);
        p.setFont(font);
        const QRectF second(area.left(), area.top() + 7.5 * kMm, area.width(), 5 * kMm);
        p.drawText(second, Qt::AlignLeft | Qt::AlignVCenter,
                   QLocale().toString(QDate::currentDate(), QLocale::LongFormat));
        p.drawText(second, Qt::AlignRight | Qt::AlignVCenter,
                   tr("Page %1 of %2").arg(number).arg(m_pages));
        p.setPen(QPen(Qt::black, 0.3 * kMm));
        p.drawLine(QPointF(area.left(), area.top() + headerHeight() - 2 * kMm),
                   QPointF(area.right(), area.top() + headerHeight() - 2 * kMm));
        p.restore();
    }

    // A narrated range prints the words spoken (all of them, smaller when they are long); else
    // the caption, in up to three lines.
    void cell(int slot, const PlayState &state, const QString &spoken)
    {
        const QRectF area = page().adjusted(0, headerHeight(), 0, 0);
        const qreal gap = 5 * kMm;
        const qreal w = (area.width() - gap * (m_spec.columns - 1)) / m_spec.columns;
        const qreal h = (area.height() - gap * (m_spec.rows - 1)) / m_spec.rows;
        const QRectF box(area.left() + (slot % m_spec.columns) * (w + gap),
                         area.top() + (slot / m_spec.columns) * (h + gap), w, h);
        qreal text = 3.4 * kMm;
        const qreal wordsHeight = text * 1.3 * 4 + 2 * kMm; // the step and up to three lines
        const qreal side = std::min(w, h - wordsHeight);
        QPainter &p = *m_paint;
        BoardRenderer::paint(&p, QRectF(box.left() + (w - side) / 2, box.top(), side, side),
                             m_painter.picture(state));
        p.save();
        QFont font = p.font();
        font.setPixelSize(int(text));
        font.setBold(true);
        p.setFont(font);
        p.setPen(Qt::black);
        qreal y = box.top() + side + 1 * kMm;
        p.drawText(QRectF(box.left(), y, w, text * 1.3), Qt::AlignHCenter | Qt::AlignVCenter,
                   tr("Step %L1").arg(state.position));
        y += text * 1.3;
        font.setBold(false);
        p.setFont(font);
        const QString words = spoken.isEmpty() ? m_painter.caption(state) : spoken;
        const qreal room = 3 * text; // three lines of the caption's type
        QStringList lines = exportdetail::captionLines(words, text, w);
        // Spoken words are all printed: a smaller type, down to two thirds, before any is cut.
        for (qreal smaller = text * 0.9;
             !spoken.isEmpty() && lines.size() * text > room && smaller >= room / 4.5;
             smaller *= 0.9) {
            text = smaller;
            lines = exportdetail::captionLines(words, text, w);
        }
        font.setPixelSize(int(text));
        p.setFont(font);
        if (lines.size() * text > room) {
            lines = lines.mid(0, int(room / text));
            lines.back() += QStringLiteral("…");
        }
        for (const QString &line : lines) {
            p.drawText(QRectF(box.left(), y, w, text * 1.3), Qt::AlignHCenter | Qt::AlignVCenter,
                       line);
            y += text * 1.3;
        }
        p.restore();
    }

    QString m_path;
    FilmSpec m_spec;
    const FramePainter &m_painter;
    QByteArray m_bytes;
    QBuffer m_buffer;
    std::unique_ptr<QPdfWriter> m_pdf;
    std::unique_ptr<QPainter> m_paint;
    std::int64_t m_index = 0;
    int m_pages = 1;
};

} // namespace

std::unique_ptr<FilmWriter> makeHandout(const QString &path, const FilmSpec &spec,
                                        const FramePainter &painter)
{
    return std::make_unique<Handout>(path, spec, painter);
}

std::unique_ptr<FilmWriter> FilmWriter::make(FilmFormat format, const QString &path,
                                             const FilmSpec &spec, const FramePainter &painter)
{
    switch (format) {
    case FilmFormat::Mp4:
        return makeVideoWriter(path, spec, false);
    case FilmFormat::WebM:
        return makeVideoWriter(path, spec, true);
    case FilmFormat::Gif:
        return makeGifWriter(path, spec);
    case FilmFormat::WebP:
        return makeWebpWriter(path, spec);
    case FilmFormat::PngFrames:
        return makePngFrames(path, spec);
    case FilmFormat::Handout:
        return makeHandout(path, spec, painter);
    case FilmFormat::WebPage:
        return makeWebPage(path, spec, painter);
    }
    return nullptr;
}

} // namespace nq
