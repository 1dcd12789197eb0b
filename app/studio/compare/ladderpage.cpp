// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ladderpage.h"

#include "compare/ladderchart.h"
#include "platform/backgroundjob.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace nq {

LadderPage::LadderPage(QWidget *parent)
    : QWidget(parent), m_to(new QSpinBox(this)), m_work(new QComboBox(this)),
      m_measure(new QComboBox(this)), m_fill(new QPushButton(this)),
      m_progress(new QProgressBar(this)), m_export(new QToolButton(this)),
      m_toLabel(new QLabel(this)), m_note(new QLabel(this)), m_chart(new LadderChart(this)),
      m_table(new QTableWidget(this))
{
    m_to->setRange(5, 16);
    m_to->setValue(10);
    m_toLabel->setBuddy(m_to);
    m_work->addItems({ QString(), QString() });
    m_measure->addItems({ QString(), QString(), QString() });
    m_progress->setRange(0, 1000);
    m_progress->setVisible(false);
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_export);
    for (const LadderExport::Format f : { LadderExport::Format::Png, LadderExport::Format::Svg,
                                          LadderExport::Format::Pdf, LadderExport::Format::Csv }) {
        QAction *a = menu->addAction(QString());
        a->setData(int(f));
        connect(a, &QAction::triggered, this, [this, f] { chooseExport(f); });
    }
    m_export->setMenu(menu);
    m_note->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Figures of the ladder"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_toLabel);
    controls->addWidget(m_to);
    controls->addWidget(m_work);
    controls->addWidget(m_measure);
    controls->addWidget(m_fill);
    controls->addWidget(m_progress, 1);
    controls->addStretch();
    controls->addWidget(m_export);
    // The chart above, the table of the same figures under it (a size a column), both the
    // window's width: a projector's 1024 pixels hold ten sizes.
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_note);
    layout->addWidget(split, 1);

    connect(m_fill, &QPushButton::clicked, this, [this] { isFilling() ? cancel() : fill(); });
    connect(m_measure, &QComboBox::currentIndexChanged, this, &LadderPage::showRungs);
    retranslate();
}

LadderPage::~LadderPage()
{
    if (m_job) {
        m_job->stop();
        m_job->release();
    }
}

void LadderPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LadderPage::retranslate()
{
    m_toLabel->setText(tr("&Up to n ="));
    m_to->setToolTip(tr("The largest board size on the ladder, from 4 × 4 up"));
    m_work->setItemText(0, tr("All solutions"));
    m_work->setItemText(1, tr("First solution"));
    m_work->setToolTip(tr("The work to find every solution, or only the first"));
    for (const LadderMeasure m :
         { LadderMeasure::Visited, LadderMeasure::Tested, LadderMeasure::Time })
        m_measure->setItemText(int(m), LadderFigures::measureName(m));
    m_fill->setText(isFilling() ? tr("&Cancel") : tr("&Fill the Ladder"));
    m_export->setText(tr("&Export"));
    const QList<QAction *> actions = m_export->menu()->actions();
    const QString names[] = { tr("Chart as &PNG…"), tr("Chart as &SVG…"), tr("Chart as P&DF…"),
                              tr("Table as &CSV…") };
    for (QAction *a : actions)
        a->setText(names[a->data().toInt()]);
    showRungs();
}

void LadderPage::setTo(int n)
{
    m_to->setValue(n);
}

void LadderPage::setFirst(bool first)
{
    m_work->setCurrentIndex(first ? 1 : 0);
}

void LadderPage::setMeasure(LadderMeasure measure)
{
    m_measure->setCurrentIndex(int(measure));
}

LadderMeasure LadderPage::measure() const
{
    return LadderMeasure(std::max(0, m_measure->currentIndex()));
}

void LadderPage::fill()
{
    cancel();
    m_filledOnce = true;
    m_spec = LadderSpec {};
    m_spec.to = m_to->value();
    m_spec.mode = m_work->currentIndex() == 1 ? SolveMode::First : SolveMode::All;
    m_rungs.clear();
    m_made = std::make_shared<Made>();
    const LadderSpec spec = m_spec;
    const std::shared_ptr<Made> made = m_made;
    const double total
        = double(spec.algorithms.size()) * double(std::max(1, spec.to - spec.from + 1));
    m_job = new BackgroundJob([spec, made, total](BackgroundJob &job) {
        Ladder::build(
            spec,
            [&](const LadderRung &rung) {
                const std::lock_guard<std::mutex> lock(made->mutex);
                made->rungs.push_back(rung);
                job.setProgress(double(made->rungs.size()) / total);
            },
            job.stopFlag());
    });
    connect(m_job, &BackgroundJob::progressed, this, [this](double fraction) {
        m_progress->setValue(int(fraction * 1000));
        takeMade();
    });
    connect(m_job, &BackgroundJob::finished, this, &LadderPage::onFinished);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_job->start(100);
    retranslate();
}

void LadderPage::cancel()
{
    if (!m_job)
        return;
    m_job->stop();
    m_job->release();
    m_job = nullptr;
    takeMade();
    m_progress->setVisible(false);
    retranslate();
    emit filled();
}

void LadderPage::takeMade()
{
    if (!m_made)
        return;
    {
        const std::lock_guard<std::mutex> lock(m_made->mutex);
        m_rungs = m_made->rungs;
    }
    showRungs();
}

void LadderPage::onFinished()
{
    m_job->deleteLater();
    m_job = nullptr;
    takeMade();
    m_progress->setVisible(false);
    retranslate();
    emit filled();
}

void LadderPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_filledOnce)
        fill();
    else if (m_stale)
        drawRungs();
}

void LadderPage::showRungs()
{
    if (isVisible())
        drawRungs();
    else
        m_stale = true;
}

void LadderPage::drawRungs()
{
    m_stale = false;
    const LadderMeasure m = measure();
    m_chart->show(LadderFigures::lines(m_rungs, m), m, m_spec.from, m_spec.to);
    m_note->setText(LadderFigures::note(m_rungs, m_spec.budgetSeconds));
    m_note->setVisible(!m_note->text().isEmpty());
    // The table: an algorithm a row, a size a column.
    const int sizes = m_spec.to - m_spec.from + 1;
    m_table->setColumnCount(sizes);
    m_table->setRowCount(int(m_spec.algorithms.size()));
    QStringList columns, rows;
    for (int n = m_spec.from; n <= m_spec.to; ++n)
        columns << tr("%1 × %1").arg(n);
    for (const AlgorithmId id : m_spec.algorithms)
        rows << Algorithms::info(id).displayName();
    m_table->setHorizontalHeaderLabels(columns);
    m_table->setVerticalHeaderLabels(rows);
    m_table->clearContents();
    for (const LadderRung &r : m_rungs) {
        const auto row = std::find(m_spec.algorithms.begin(), m_spec.algorithms.end(), r.algorithm)
            - m_spec.algorithms.begin();
        auto *item = new QTableWidgetItem(LadderFigures::figure(r, m));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(LadderFigures::tip(r, m));
        if (r.kind != RungKind::Counted) {
            QFont f = item->font();
            f.setItalic(true);
            item->setFont(f);
        }
        m_table->setItem(int(row), r.n - m_spec.from, item);
    }
}

bool LadderPage::exportTo(const QString &path, QString *error)
{
    if (m_stale)
        drawRungs();
    return LadderExport::write(
        path, [this](QPainter *p, const QRectF &r) { m_chart->render(p, r); },
        m_chart->size().expandedTo(QSize(800, 500)), m_rungs, error);
}

void LadderPage::chooseExport(LadderExport::Format format)
{
    const QString suffixes[] = { QStringLiteral("png"), QStringLiteral("svg"),
                                 QStringLiteral("pdf"), QStringLiteral("csv") };
    const QString filters[] = { tr("PNG pictures (*.png)"), tr("SVG drawings (*.svg)"),
                                tr("PDF documents (*.pdf)"), tr("CSV tables (*.csv)") };
    const QString start = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        + QLatin1Char('/')
        + QStringLiteral("ladder-%1.%2").arg(m_spec.to).arg(suffixes[int(format)]);
    QString path
        = QFileDialog::getSaveFileName(this, tr("Export the Ladder"), start, filters[int(format)]);
    if (path.isEmpty())
        return;
    if (!LadderExport::formatFor(path))
        path += QLatin1Char('.') + suffixes[int(format)];
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export the Ladder"), error);
}

} // namespace nq
