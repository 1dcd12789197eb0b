// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/solutionbrowser.h"

#include "browser/catalogjobs.h"
#include "browser/catalogmodel.h"
#include "browser/entrymenu.h"
#include "browser/filterbar.h"
#include "solutioncatalog.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace nq {

SolutionBrowser::SolutionBrowser(QWidget *parent)
    : QWidget(parent), m_model(new CatalogModel(this)), m_jobs(new CatalogJobs(this)),
      m_entryMenu(new EntryMenu(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    layout->addWidget(m_summary);
    m_matches = new QLabel(this);
    m_matches->setWordWrap(true);
    m_matches->setFont(bold);
    m_matches->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_matches->hide();
    layout->addWidget(m_matches);

    m_mode = new QComboBox(this);
    m_mode->addItem(QString(), int(CatalogModel::Mode::Classes));
    m_mode->addItem(QString(), int(CatalogModel::Mode::AllSolutions));
    m_mode->setFocusPolicy(Qt::TabFocus);
    m_filterBar = new FilterBar(this);
    // The lists give their width up (their words elided) rather than hold the side panels
    // wide: a narrow left column leaves the board and the pseudocode room on a small screen.
    for (QComboBox *box : { m_mode, m_filterBar->symmetryBox() }) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    auto *lists = new QHBoxLayout;
    lists->addWidget(m_mode, 1);
    lists->addWidget(m_filterBar->symmetryBox(), 1);
    layout->addLayout(lists);
    layout->addWidget(m_filterBar);

    auto *jump = new QHBoxLayout;
    m_jumpLabel = new QLabel(this);
    jump->addWidget(m_jumpLabel);
    m_jumpKind = new QComboBox(this);
    m_jumpKind->addItem(QString());
    m_jumpKind->addItem(QString());
    m_jumpKind->setFocusPolicy(Qt::TabFocus);
    m_jumpKind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_jumpKind->setMinimumContentsLength(6);
    jump->addWidget(m_jumpKind);
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
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->viewport()->installEventFilter(this); // Ctrl+wheel: thumbnail size
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
    connect(m_filterBar, &FilterBar::changed, this, &SolutionBrowser::setFilter);
    auto jumpTo = [this] {
        m_jump->interpretText();
        if (m_jumpKind->currentIndex() == 1)
            selectClass(m_jump->value() - 1);
        else
            selectSolution(m_jump->value() - 1);
    };
    connect(m_go, &QPushButton::clicked, this, jumpTo);
    connect(m_jumpKind, &QComboBox::activated, this, [this] {
        if (!m_catalog)
            return;
        const std::int64_t top = m_jumpKind->currentIndex() == 1 ? m_catalog->classCount()
                                                                 : m_catalog->solutionCount();
        m_jump->setRange(1, int(std::max<std::int64_t>(1, top)));
    });
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](QPoint pos) {
        QModelIndex i = m_view->indexAt(pos);
        if (!i.isValid()) {
            i = m_view->currentIndex();
            pos = m_view->visualRect(i).center();
        }
        if (QMenu *menu = menuFor(i))
            menu->popup(m_view->viewport()->mapToGlobal(pos));
    });
    connect(m_entryMenu, &EntryMenu::exportRequested, this, [this](std::int64_t entry) {
        selectSolution(entry);
        emit exportRequested();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &SolutionBrowser::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
                &SolutionBrowser::onCurrentChanged, Qt::UniqueConnection);
    });
    connect(m_jobs, &CatalogJobs::listProgressed, this,
            [this](double f) { m_progress->setValue(int(f * 1000)); });
    connect(m_jobs, &CatalogJobs::listed, this, &SolutionBrowser::onListed);
    connect(m_jobs, &CatalogJobs::filtered, this, &SolutionBrowser::onFiltered);
}

SolutionBrowser::~SolutionBrowser()
{
    cancel(); // released listings still running are the jobs' children: they are waited for
}

bool SolutionBrowser::hasWorker() const
{
    return m_jobs->hasWorker();
}

void SolutionBrowser::retranslate()
{
    m_mode->setItemText(0, tr("One per class"));
    m_mode->setItemText(1, m_problem.isDomination() ? tr("All sets") : tr("All solutions"));
    m_filterBar->retranslate();
    m_jumpLabel->setText(tr("&Go to:"));
    m_jumpKind->setItemText(0, m_problem.isDomination() ? tr("Set") : tr("Solution"));
    m_jumpKind->setItemText(1, tr("Class"));
    m_jumpKind->setAccessibleName(tr("Go to a solution or a class"));
    m_view->setAccessibleName(m_problem.isDomination() ? tr("Covering sets by symmetry class")
                                                       : tr("Solutions by symmetry class"));
    m_go->setText(tr("Show"));
    m_cancel->setText(tr("Cancel"));
    if (m_catalog)
        m_summary->setText(m_catalog->summary());
    if (m_model->selection() && !m_jobs->isFiltering())
        m_matches->setText(m_model->selection()->summary(m_problem.isDomination()));
    else if (m_problem.n > SolutionCatalog::kMaxSize)
        m_summary->setText(
            tr("The browser lists boards up to %1 × %1.").arg(SolutionCatalog::kMaxSize));
    else if (m_jobs->isListing())
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
    // A catalogue of classes only lists no set but the representatives: exports list their own.
    return problem.sameAs(m_problem) && isReady() && !m_catalog->isClassesOnly() ? m_catalog
                                                                                 : nullptr;
}

bool SolutionBrowser::isFiltering() const
{
    return m_jobs->isFiltering();
}

bool SolutionBrowser::isReady() const
{
    return m_catalog && matches(*m_catalog) && !m_jobs->isListing();
}

QString SolutionBrowser::summary() const
{
    return m_summary->text();
}

void SolutionBrowser::cancel()
{
    m_jobs->stopFilter();
    m_jobs->stopListing();
    m_progress->hide();
    m_cancel->hide();
}

void SolutionBrowser::setProblem(const Problem &problem)
{
    if (problem == m_problem && (m_jobs->isListing() || (m_catalog && matches(*m_catalog))))
        return;
    cancel();
    if (problem.n != m_problem.n || problem.isDomination() != m_problem.isDomination()) {
        m_filter.required.clear();
        m_filterBar->setSize(problem.n, problem.isDomination());
    }
    m_problem = problem;
    m_filterBar->setFilter(m_filter);
    m_matches->hide();
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
    m_jobs->list(m_problem);
}

void SolutionBrowser::onListed(std::shared_ptr<const SolutionCatalog> catalog, const QString &error)
{
    m_progress->hide();
    m_cancel->hide();
    if (!catalog) {
        m_summary->setText(error);
        emit listingFinished(false);
        return;
    }
    m_catalog = catalog;
    // Classes only: no flat list of every set, and no set numbers to go to.
    const bool classesOnly = catalog->isClassesOnly();
    if (classesOnly) {
        m_mode->setCurrentIndex(0);
        m_model->setMode(CatalogModel::Mode::Classes);
        m_jumpKind->setCurrentIndex(1);
    }
    for (QComboBox *box : { m_mode, m_jumpKind }) {
        if (auto *items = qobject_cast<QStandardItemModel *>(box->model()))
            items->item(box == m_mode ? 1 : 0)->setEnabled(!classesOnly);
    }
    m_model->setCatalog(catalog);
    m_summary->setText(catalog->summary());
    m_jump->setRange(
        1,
        int(std::max<std::int64_t>(1,
                                   m_jumpKind->currentIndex() == 1 ? catalog->classCount()
                                                                   : catalog->solutionCount())));
    emit listingFinished(true);
    if (!m_filter.isEmpty())
        startFilter();
    else
        pickWanted();
}

void SolutionBrowser::setTheme(const Theme &theme)
{
    m_model->setTheme(theme);
    m_entryMenu->setTheme(theme);
}

void SolutionBrowser::setThumbnailSize(int side)
{
    m_model->setThumbnailSize(side);
    m_view->setIconSize(QSize(m_model->thumbnailSize(), m_model->thumbnailSize()));
}

QMenu *SolutionBrowser::menuFor(const QModelIndex &index)
{
    if (!index.isValid() || !m_catalog)
        return nullptr;
    return m_entryMenu->menuFor(m_catalog, index.data(CatalogModel::SolutionRole).toLongLong(),
                                index.data(CatalogModel::NameRole).toString());
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
            m_go->click();
            return true;
        }
    }
    if (watched == m_view->viewport() && event->type() == QEvent::Wheel) {
        const auto *wheel = static_cast<QWheelEvent *>(event);
        if (wheel->modifiers() & Qt::ControlModifier) {
            const int steps = wheel->angleDelta().y() / 120;
            if (steps != 0)
                setThumbnailSize(m_model->thumbnailSize() + steps * 16);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QList<QWidget *> SolutionBrowser::focusChain() const
{
    return QList<QWidget *> { m_mode } + m_filterBar->focusChain()
        + QList<QWidget *> { m_jumpKind, m_jump, m_go, m_view };
}

} // namespace nq
