// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/solutionbrowser.h"

#include "browser/catalogmodel.h"
#include "platform/backgroundjob.h"
#include "solutioncatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

namespace nq {

SolutionBrowser::SolutionBrowser(QWidget *parent) : QWidget(parent), m_model(new CatalogModel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);

    auto *filters = new QHBoxLayout;
    m_mode = new QComboBox(this);
    m_mode->addItem(QString(), int(CatalogModel::Mode::Classes));
    m_mode->addItem(QString(), int(CatalogModel::Mode::AllSolutions));
    m_mode->setFocusPolicy(Qt::TabFocus);
    m_symmetric = new QCheckBox(this);
    m_symmetric->setFocusPolicy(Qt::TabFocus);
    filters->addWidget(m_mode);
    filters->addWidget(m_symmetric);
    filters->addStretch();
    layout->addLayout(filters);

    auto *jump = new QHBoxLayout;
    m_jumpLabel = new QLabel(this);
    jump->addWidget(m_jumpLabel);
    m_jump = new QSpinBox(this);
    m_jump->setRange(1, 1);
    m_jump->setFocusPolicy(Qt::StrongFocus);
    m_jump->installEventFilter(this); // Enter shows the solution
    m_go = new QPushButton(this);
    m_go->setFocusPolicy(Qt::TabFocus);
    jump->addWidget(m_jump, 1);
    jump->addWidget(m_go);
    layout->addLayout(jump);

    m_view = new QTreeView(this);
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_jumpLabel->setBuddy(m_jump);
    m_view->setUniformRowHeights(true);
    m_view->setWordWrap(true); // long symmetry names wrap beside the thumbnail
    m_view->setIconSize(QSize(CatalogModel::kThumbnail, CatalogModel::kThumbnail));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setFocusPolicy(Qt::StrongFocus); // Home, End and the arrows move in the list
    layout->addWidget(m_view, 1);

    auto *progress = new QHBoxLayout;
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_cancel = new QPushButton(this);
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancel);
    layout->addLayout(progress);
    m_progress->hide();
    m_cancel->hide();

    retranslate();
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        cancel();
        m_summary->setText(tr("Listing cancelled."));
    });
    connect(m_mode, &QComboBox::activated, this,
            [this] { m_model->setMode(CatalogModel::Mode(m_mode->currentData().toInt())); });
    connect(m_symmetric, &QCheckBox::toggled, m_model, &CatalogModel::setSymmetricOnly);
    connect(m_go, &QPushButton::clicked, this, [this] { selectSolution(m_jump->value() - 1); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SolutionBrowser::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
                &SolutionBrowser::onCurrentChanged, Qt::UniqueConnection);
    });
}

SolutionBrowser::~SolutionBrowser()
{
    cancel(); // released listings still running are children: they are waited for
}

bool SolutionBrowser::hasWorker() const
{
    return m_listing || !findChildren<BackgroundJob *>(Qt::FindDirectChildrenOnly).isEmpty();
}

void SolutionBrowser::retranslate()
{
    m_mode->setItemText(0, tr("One per class"));
    m_mode->setItemText(1, m_problem.isDomination() ? tr("All sets") : tr("All solutions"));
    m_symmetric->setText(tr("Symmetric classes only"));
    m_jumpLabel->setText(m_problem.isDomination() ? tr("Set &number:") : tr("Solution &number:"));
    m_view->setAccessibleName(m_problem.isDomination() ? tr("Covering sets by symmetry class")
                                                       : tr("Solutions by symmetry class"));
    m_go->setText(tr("Show"));
    m_cancel->setText(tr("Cancel"));
    if (m_catalog)
        m_summary->setText(m_catalog->summary());
    else if (m_problem.n > SolutionCatalog::kMaxSize)
        m_summary->setText(
            tr("The browser lists boards up to %1 × %1.").arg(SolutionCatalog::kMaxSize));
    else if (m_listing)
        m_summary->setText(listingText());
    m_view->viewport()->update();
}

QString SolutionBrowser::listingText() const
{
    if (m_problem.isDomination())
        return m_problem.independent
            ? tr("Looking for every set of %1 queens that do not attack each other and cover "
                 "the %2 × %2 board…")
                  .arg(m_problem.queens)
                  .arg(m_problem.n)
            : tr("Looking for every set of %1 queens that covers the %2 × %2 board…")
                  .arg(m_problem.queens)
                  .arg(m_problem.n);
    return tr("Listing the solutions of %1 × %1…").arg(m_problem.n);
}

bool SolutionBrowser::matches(const SolutionCatalog &catalog) const
{
    return catalog.problem().sameAs(m_problem);
}

std::shared_ptr<const SolutionCatalog> SolutionBrowser::listingOf(const Problem &problem) const
{
    // The catalogue is dropped whenever the problem changes, so it is of the browser's problem.
    return problem.sameAs(m_problem) && isReady() ? m_catalog : nullptr;
}

bool SolutionBrowser::isReady() const
{
    return m_catalog && matches(*m_catalog) && !m_listing;
}

QString SolutionBrowser::summary() const
{
    return m_summary->text();
}

void SolutionBrowser::cancel()
{
    if (m_listing) {
        m_listing->release();
        m_listing = nullptr;
    }
    m_progress->hide();
    m_cancel->hide();
}

void SolutionBrowser::setProblem(const Problem &problem)
{
    if (problem == m_problem && (m_listing || (m_catalog && matches(*m_catalog))))
        return;
    cancel();
    m_problem = problem;
    m_model->setCatalog(nullptr);
    m_catalog.reset();
    retranslate();
    if (problem.n > SolutionCatalog::kMaxSize) {
        m_summary->setText(
            tr("The browser lists boards up to %1 × %1.").arg(SolutionCatalog::kMaxSize));
        emit listingFinished(false);
        return;
    }
    startListing();
}

void SolutionBrowser::startListing()
{
    m_summary->setText(listingText());
    // The domination search cannot tell how far it is: the bar just shows it is busy.
    m_progress->setRange(0, m_problem.isDomination() ? 0 : 1000);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    auto listed = std::make_shared<Listed>();
    m_listing = new BackgroundJob(
        [problem = m_problem, listed](BackgroundJob &job) {
            auto catalog = std::make_shared<SolutionCatalog>();
            listed->done = problem.isDomination()
                ? catalog->buildDomination(problem.n, problem.queens, problem.independent,
                                           job.stopFlag(), &listed->error)
                : catalog->build(problem.n, job.stopFlag(),
                                 [&job](double f) { job.setProgress(f); });
            listed->catalog = std::move(catalog);
        },
        this);
    connect(m_listing, &BackgroundJob::progressed, this,
            [this](double f) { m_progress->setValue(int(f * 1000)); });
    connect(m_listing, &BackgroundJob::finished, this, [this, listed] { onListed(*listed); });
    m_listing->start(100);
}

void SolutionBrowser::onListed(const Listed &listed)
{
    m_listing->setParent(nullptr); // no longer a worker of this browser
    m_listing->deleteLater();
    m_listing = nullptr;
    m_progress->hide();
    m_cancel->hide();
    if (!listed.done) {
        m_summary->setText(listed.error);
        emit listingFinished(false);
        return;
    }
    m_catalog = listed.catalog;
    m_model->setCatalog(listed.catalog);
    m_summary->setText(listed.catalog->summary());
    m_jump->setRange(1, int(std::max<std::int64_t>(1, listed.catalog->solutionCount())));
    emit listingFinished(true);
}

void SolutionBrowser::selectSolution(std::int64_t index)
{
    const QModelIndex i = m_model->indexOfSolution(index);
    if (!i.isValid())
        return;
    if (i.parent().isValid())
        m_view->expand(i.parent());
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i);
}

void SolutionBrowser::onCurrentChanged()
{
    const QModelIndex i = m_view->currentIndex();
    if (!i.isValid() || !m_catalog)
        return;
    BoardPick pick;
    pick.problem = m_catalog->problem();
    pick.index = i.data(CatalogModel::SolutionRole).toLongLong();
    pick.symmetryClass = i.data(CatalogModel::ClassRole).toLongLong();
    if (pick.problem.isDomination())
        pick.queens = m_catalog->squares(pick.index);
    else
        pick.board = m_catalog->solution(pick.index);
    emit picked(pick);
}

bool SolutionBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_jump && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_jump->interpretText();
            selectSolution(m_jump->value() - 1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QList<QWidget *> SolutionBrowser::focusChain() const
{
    return { m_mode, m_symmetric, m_jump, m_go, m_view };
}

} // namespace nq
