// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/rununtildialog.h"

#include "linekeys.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace nq {

namespace {

using Kind = StopCondition::Kind;

// The kinds offered, in the order of the list, and the page of values each one takes.
enum Page { NoValue, Count, Line, SquarePage };
struct Offered
{
    Kind kind;
    Page page;
};
constexpr Offered kOffered[] = {
    { Kind::Solution, NoValue }, { Kind::NthSolution, Count },  { Kind::Backtrack, NoValue },
    { Kind::Line, Line },        { Kind::PlaceOn, SquarePage }, { Kind::DepthReached, Count },
    { Kind::DepthLeft, Count },  { Kind::Step, Count },
};

} // namespace

RunUntilDialog::RunUntilDialog(AlgorithmId algorithm, int n, bool back, QWidget *parent)
    : QDialog(parent), m_algorithm(algorithm)
{
    setWindowTitle(back ? tr("Run Back Until") : tr("Run Until"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("A solution"));
    m_kind->addItem(tr("Solution number…"));
    m_kind->addItem(tr("A queen taken back"));
    m_kind->addItem(tr("A line of the pseudocode"));
    m_kind->addItem(tr("A queen put on a square"));
    m_kind->addItem(tr("This many queens reached"));
    m_kind->addItem(tr("Fewer queens than"));
    m_kind->addItem(tr("Step number…"));
    form->addRow(back ? tr("Go back to the last step with:") : tr("Play until the next step with:"),
                 m_kind);
    layout->addLayout(form);

    m_values = new QStackedWidget(this);
    m_values->addWidget(new QWidget(m_values)); // NoValue
    auto *countPage = new QWidget(m_values);
    auto *countRow = new QHBoxLayout(countPage);
    countRow->setContentsMargins(0, 0, 0, 0);
    m_countLabel = new QLabel(countPage);
    m_count = new QSpinBox(countPage);
    m_count->setRange(1, 2'000'000'000);
    m_countLabel->setBuddy(m_count);
    countRow->addWidget(m_countLabel);
    countRow->addWidget(m_count, 1);
    m_values->addWidget(countPage);
    m_line = new QComboBox(m_values);
    const QStringList code = Algorithms::info(algorithm).pseudocode();
    for (int i = 0; i < code.size(); ++i) {
        if (LineKeys::makesSteps(algorithm, i))
            m_line->addItem(QStringLiteral("%1  %2").arg(i + 1).arg(code[i].trimmed()), i);
    }
    m_line->setAccessibleName(tr("Line"));
    m_values->addWidget(m_line);
    auto *squarePage = new QWidget(m_values);
    auto *squareRow = new QHBoxLayout(squarePage);
    squareRow->setContentsMargins(0, 0, 0, 0);
    m_row = new QSpinBox(squarePage);
    m_col = new QSpinBox(squarePage);
    m_row->setRange(1, n);
    m_col->setRange(1, n);
    auto *rowLabel = new QLabel(tr("&Row"), squarePage);
    rowLabel->setBuddy(m_row);
    auto *colLabel = new QLabel(tr("&Column"), squarePage);
    colLabel->setBuddy(m_col);
    auto *pick = new QPushButton(tr("&Pick on the Board"), squarePage);
    connect(pick, &QPushButton::clicked, this, &RunUntilDialog::pickSquare);
    squareRow->addWidget(rowLabel);
    squareRow->addWidget(m_row);
    squareRow->addWidget(colLabel);
    squareRow->addWidget(m_col);
    squareRow->addWidget(pick);
    m_values->addWidget(squarePage);
    layout->addWidget(m_values);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(back ? tr("Run &Back") : tr("&Run"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    const auto showPage = [this, n](int index) {
        const Offered o = kOffered[std::clamp(index, 0, int(std::size(kOffered)) - 1)];
        m_values->setCurrentIndex(o.page);
        if (o.page != Count)
            return;
        const bool queens = o.kind == Kind::DepthReached || o.kind == Kind::DepthLeft;
        m_count->setMaximum(queens ? n : 2'000'000'000);
        m_count->setMinimum(o.kind == Kind::DepthReached ? 0 : 1);
        m_countLabel->setText(o.kind == Kind::NthSolution ? tr("&Solution number")
                                  : o.kind == Kind::Step  ? tr("&Step")
                                                          : tr("&Queens"));
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, showPage);
    showPage(0);
}

StopCondition RunUntilDialog::condition() const
{
    switch (kOffered[std::size_t(m_kind->currentIndex())].kind) {
    case Kind::Solution:
        return StopCondition::nextSolution();
    case Kind::NthSolution:
        return StopCondition::nthSolution(m_count->value());
    case Kind::Backtrack:
        return StopCondition::nextBacktrack();
    case Kind::Line:
        return StopCondition::atLine(m_line->currentData().toInt());
    case Kind::PlaceOn:
        return StopCondition::placeOn({ m_row->value() - 1, m_col->value() - 1 });
    case Kind::DepthReached:
        return StopCondition::depthReached(m_count->value());
    case Kind::DepthLeft:
        return StopCondition::depthLeft(m_count->value());
    case Kind::Step:
        return StopCondition::step(m_count->value());
    default:
        return StopCondition::never();
    }
}

void RunUntilDialog::setCondition(const StopCondition &c)
{
    for (int i = 0; i < int(std::size(kOffered)); ++i) {
        if (kOffered[i].kind == c.kind)
            m_kind->setCurrentIndex(i);
    }
    switch (c.kind) {
    case Kind::NthSolution:
    case Kind::DepthReached:
    case Kind::DepthLeft:
    case Kind::Step:
        m_count->setValue(int(std::min<std::int64_t>(c.count, m_count->maximum())));
        break;
    case Kind::Line:
        m_line->setCurrentIndex(std::max(0, m_line->findData(c.line)));
        break;
    case Kind::PlaceOn:
        setSquare(c.square);
        break;
    default:
        break;
    }
}

void RunUntilDialog::setSquare(Square square)
{
    m_row->setValue(square.row + 1);
    m_col->setValue(square.col + 1);
}

} // namespace nq
