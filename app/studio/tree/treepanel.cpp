// SPDX-License-Identifier: GPL-3.0-or-later
#include "tree/treepanel.h"

#include "panels/boardfeed.h"
#include "platform/backgroundjob.h"
#include "sinks.h"
#include "solver.h"
#include "tree/profilechart.h"
#include "tree/treeview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace nq {

namespace {

/// Min-conflicts: attacked queens after each step, for boards and runs small enough to chart.
constexpr int kChartUpTo = 200;
constexpr std::int64_t kChartSteps = 200000;

std::vector<int> attackedBySteps(const RunOptions &options, const std::atomic_bool *cancel)
{
    std::vector<int> out { 0 };
    const int n = options.n;
    if (n > kChartUpTo)
        return {};
    std::vector<int> cols(static_cast<std::size_t>(n));
    std::vector<int> diag(static_cast<std::size_t>(2 * n));
    std::vector<int> anti(static_cast<std::size_t>(2 * n));
    std::atomic_bool stop { false };
    RunOptions run = options;
    run.cancel = &stop;
    StepSink sink { [&](const StepEvent &e) {
        if (std::int64_t(out.size()) > kChartSteps || (cancel && cancel->load())) {
            stop = true;
            return;
        }
        if (e.board.empty()) {
            out.push_back(out.back());
            return;
        }
        std::fill(cols.begin(), cols.end(), 0);
        std::fill(diag.begin(), diag.end(), 0);
        std::fill(anti.begin(), anti.end(), 0);
        for (int r = 0; r < n; ++r) {
            const int c = e.board[std::size_t(r)];
            if (c < 0)
                continue;
            ++cols[std::size_t(c)];
            ++diag[std::size_t(r - c + n)];
            ++anti[std::size_t(r + c)];
        }
        int attacked = 0;
        for (int r = 0; r < n; ++r) {
            const int c = e.board[std::size_t(r)];
            attacked += c >= 0
                && (cols[std::size_t(c)] > 1 || diag[std::size_t(r - c + n)] > 1
                    || anti[std::size_t(r + c)] > 1);
        }
        out.push_back(attacked);
    } };
    runAlgorithm(AlgorithmId::MinConflicts, sink, run);
    return out;
}

} // namespace

TreePanel::TreePanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *bar = new QHBoxLayout;
    m_fold = new QToolButton(this);
    m_unfold = new QToolButton(this);
    m_fit = new QToolButton(this);
    for (QToolButton *b : { m_fold, m_unfold, m_fit }) {
        b->setFocusPolicy(Qt::TabFocus);
        bar->addWidget(b);
    }
    bar->addStretch();
    layout->addLayout(bar);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_view = new TreeView(this);
    m_notATree = new QLabel(this);
    m_notATree->setWordWrap(true);
    m_notATree->setAlignment(Qt::AlignCenter);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_notATree);
    m_chart = new ProfileChart(this);
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->addWidget(m_stack);
    m_split->addWidget(m_chart);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(true);
    layout->addWidget(m_split, 1);
    m_split->installEventFilter(this);
    retranslate();
    connect(m_view, &TreeView::stepChosen, this, &TreePanel::stepChosen);
    connect(m_fold, &QToolButton::clicked, m_view, &TreeView::foldFinished);
    connect(m_unfold, &QToolButton::clicked, m_view, &TreeView::unfoldAll);
    connect(m_fit, &QToolButton::clicked, m_view, &TreeView::resetZoom);
}

TreePanel::~TreePanel()
{
    if (m_job)
        m_job->release();
}

void TreePanel::retranslate()
{
    m_fold->setText(tr("Fold Finished"));
    m_fold->setToolTip(tr("Fold every subtree the search has finished with into one node"));
    m_unfold->setText(tr("Unfold All"));
    m_fit->setText(tr("Fit"));
    m_fit->setToolTip(tr("Zoom to fit (Ctrl+0); Ctrl+wheel zooms"));
    m_view->setAccessibleName(tr("Search tree"));
    if (m_haveRun && !SearchTree::isTree(m_run.algorithm))
        m_notATree->setText(m_run.algorithm == AlgorithmId::Construction
                                ? tr("The construction places every queen by a formula that "
                                     "depends on n mod 6: it searches nothing, so there is no "
                                     "tree to draw.")
                                : tr("Min-conflicts starts from a full board and moves queens: "
                                     "it searches no tree. The chart below shows how many "
                                     "queens are under attack after each step."));
    updateStatus();
}

QList<QWidget *> TreePanel::focusChain() const
{
    return { m_view, m_fold, m_unfold, m_fit };
}

void TreePanel::setTheme(const Theme &theme)
{
    m_view->setTheme(theme);
    m_chart->setTheme(theme);
}

void TreePanel::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this, &TreePanel::onRunStarting);
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                if (owner == BoardFeed::Owner::Run)
                    onShown(state);
            });
}

void TreePanel::onRunStarting(const RunDescription &run)
{
    if (m_haveRun && run == m_run && (m_tree || m_job))
        return; // the same run again: its tree stands
    if (m_job) {
        m_job->release();
        m_job = nullptr;
    }
    m_run = run;
    m_haveRun = true;
    m_builtForRun = false;
    m_tree.reset();
    m_step = 0;
    m_view->setTree(nullptr);
    m_chart->clear();
    QWidget *page = SearchTree::isTree(run.algorithm) ? static_cast<QWidget *>(m_view) : m_notATree;
    if (page != m_stack->currentWidget()) {
        // A tree takes three quarters of the panel; without one, its chart takes two thirds.
        m_split->setSizes(page == m_view ? QList<int> { 3, 1 } : QList<int> { 1, 2 });
        m_stack->setCurrentWidget(page);
    }
    showButtons();
    resizeEvent(nullptr);
    retranslate();
    if (isVisible())
        build();
}

void TreePanel::build()
{
    if (!m_haveRun || m_builtForRun || m_job)
        return;
    m_builtForRun = true;
    auto tree = std::make_shared<std::shared_ptr<const SearchTree>>();
    auto attacked = std::make_shared<std::vector<int>>();
    const RunDescription run = m_run;
    const std::int64_t budget = m_budget;
    m_job = new BackgroundJob(
        [run, budget, tree, attacked](BackgroundJob &job) {
            if (run.algorithm == AlgorithmId::MinConflicts) {
                *attacked = attackedBySteps(run.options(), job.stopFlag());
                return;
            }
            if (!SearchTree::isTree(run.algorithm))
                return;
            SearchTree::Limits limits;
            limits.budget = budget;
            limits.cap = 50000000; // a run with more nodes is drawn to there
            if (auto built
                = SearchTree::build(run.algorithm, run.options(), limits, job.stopFlag()))
                *tree = std::make_shared<const SearchTree>(std::move(*built));
        },
        this);
    BackgroundJob *job = m_job;
    connect(job, &BackgroundJob::finished, this, [this, job, tree, attacked] {
        job->setParent(nullptr);
        job->deleteLater();
        if (job != m_job)
            return;
        m_job = nullptr;
        onBuilt(*tree, *attacked);
    });
    updateStatus();
    job->start();
}

void TreePanel::onBuilt(std::shared_ptr<const SearchTree> tree, std::vector<int> attacked)
{
    m_tree = std::move(tree);
    m_deadEndSteps.clear();
    m_solutionSteps.clear();
    if (m_tree) {
        for (const SearchTree::Node &node : m_tree->nodes()) {
            if (node.solved != SearchTree::kNever)
                m_solutionSteps.push_back(node.solved);
            else if (node.closed != SearchTree::kNever && node.children == 0)
                m_deadEndSteps.push_back(node.closed);
        }
        std::sort(m_deadEndSteps.begin(), m_deadEndSteps.end());
        std::sort(m_solutionSteps.begin(), m_solutionSteps.end());
        m_view->setTree(m_tree);
        m_view->setStep(m_step);
        m_chart->showProfile(*m_tree);
    } else if (!attacked.empty()) {
        m_chart->showAttacked(attacked);
    }
    m_chart->setStep(m_step);
    updateStatus();
    emit built();
}

void TreePanel::onShown(const PlayState &state)
{
    m_step = state.position;
    // Behind a tab the panel only keeps the step; it is drawn when it comes in sight.
    if (!isVisible())
        return;
    m_view->setStep(m_step);
    m_chart->setStep(m_step);
    updateStatus();
}

void TreePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_view->setStep(m_step);
    m_chart->setStep(m_step);
    updateStatus();
}

void TreePanel::setPresenting(bool on, qreal scale)
{
    m_presenting = on;
    // Labels of 15 px on 768 rows, growing with the screen.
    m_view->setLeastZoom(on ? 1.3 * scale : 0.55);
    // On a wall the buttons give their width up: Ctrl+0 fits, a right click folds.
    showButtons();
    m_view->resetZoom();
    m_view->setStep(m_step);
    resizeEvent(nullptr);
}

void TreePanel::showButtons()
{
    // The buttons act on a tree: none for min-conflicts or the construction (their chart alone),
    // and none on a wall (Ctrl+0 fits, a right click folds).
    const bool tree = m_haveRun && SearchTree::isTree(m_run.algorithm);
    for (QToolButton *b : { m_fold, m_unfold, m_fit })
        b->setVisible(tree && !m_presenting);
}

void TreePanel::resizeEvent(QResizeEvent *event)
{
    if (event)
        QWidget::resizeEvent(event);
    // The profile needs room to be read: in a small panel, or on a wall, the tree keeps it all.
    // Min-conflicts has only its chart.
    fitChart();
}

void TreePanel::fitChart()
{
    // The profile is shown only where it and the tree can both be read (it was once 50 px
    // tall, its plot a line): the chart at least its readable height, the tree as much again;
    // in a smaller panel, or on a wall, the tree keeps it all. Min-conflicts has only its chart.
    const bool tree = !m_haveRun || SearchTree::isTree(m_run.algorithm);
    const int readable = m_chart->readableHeight();
    const bool room = m_split->height() >= 2 * readable;
    m_chart->setVisible(!tree || (room && !m_presenting));
    const QList<int> sizes = m_split->sizes();
    if (tree && !m_chart->isHidden() && sizes.size() == 2 && sizes[1] < readable)
        m_split->setSizes({ sizes[0] + sizes[1] - readable, readable });
}

bool TreePanel::eventFilter(QObject *watched, QEvent *event)
{
    // Once the splitter has its new height or shows the chart again: below its readable height the
    // chart's plot is squashed flat, so it takes that much from the tree when the panel has it to
    // give. (A hand on the splitter's handle may still make it smaller.)
    if (watched == m_split && event->type() == QEvent::Resize)
        fitChart();
    return QWidget::eventFilter(watched, event);
}

void TreePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString TreePanel::status() const
{
    return m_status->text();
}

void TreePanel::updateStatus()
{
    QString text;
    if (m_job) {
        text = tr("Building the tree…");
    } else if (m_tree) {
        const SearchTree::Counts total = m_tree->total();
        // Nodes are made in the order of their steps.
        const auto &all = m_tree->nodes();
        const std::int64_t nodes
            = std::upper_bound(
                  all.begin(), all.end(), m_step,
                  [](std::int64_t step, const SearchTree::Node &n) { return step < n.entered; })
            - all.begin();
        const QLocale locale;
        auto by = [this](const std::vector<std::int64_t> &steps) {
            return std::int64_t(std::upper_bound(steps.begin(), steps.end(), m_step)
                                - steps.begin());
        };
        const std::int64_t solutions = by(m_solutionSteps);
        text = tr("%1 of %2 nodes entered, %3 dead ends and %Ln solution(s) so far.", nullptr,
                  int(std::min<std::int64_t>(solutions, std::numeric_limits<int>::max())))
                   .arg(locale.toString(nodes), locale.toString(total.nodes),
                        locale.toString(by(m_deadEndSteps)));
        if (m_tree->truncated())
            text += u' '
                + tr("Past %1 nodes the deeper ones are counted on their ancestors, not drawn.")
                      .arg(locale.toString(m_tree->keptNodes()));
        if (m_tree->capped())
            text += u' '
                + tr("The run is too long: its tree is shown to step %1.")
                      .arg(locale.toString(m_tree->steps()));
    } else if (m_haveRun && SearchTree::isTree(m_run.algorithm)) {
        text = tr("The tree is built when this panel is shown.");
    }
    m_status->setText(text);
}

} // namespace nq
