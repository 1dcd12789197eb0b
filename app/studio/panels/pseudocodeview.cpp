// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/pseudocodeview.h"

#include "panels/boardfeed.h"

#include "theme.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QTextLayout>

#include <QStyledItemDelegate>
#include <cmath>

namespace nq {

namespace {

constexpr int kMarkRole = Qt::UserRole + 1;
constexpr int kWordsRole = Qt::UserRole + 2; // the line as a screen reader reads it

// Lays out and paints each line itself, wrapped at the view's width, so the height measured is
// the height painted: a line is never cut or elided, in any language or font. Left of it, the
// gutter holds the line's breakpoint, drawn as debuggers draw one.
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(PseudocodeView *view) : QStyledItemDelegate(view), m_view(view) { }
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        QTextLayout layout;
        const qreal height = PseudocodeView::layOut(layout, o.text, o.font,
                                                    m_view->viewport()->width() - 2 * kMargin
                                                        - m_view->gutterWidth());
        return QSize(m_view->viewport()->width(), int(std::ceil(height)) + 2 * kMarginV);
    }
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        const QVariant background = index.data(Qt::BackgroundRole);
        if (background.canConvert<QBrush>())
            painter->fillRect(o.rect, background.value<QBrush>());
        const QVariant foreground = index.data(Qt::ForegroundRole);
        painter->save();
        painter->setPen(foreground.canConvert<QBrush>() ? foreground.value<QBrush>().color()
                                                        : o.palette.color(QPalette::Text));
        painter->setFont(o.font);
        const int gutter = m_view->gutterWidth();
        QTextLayout layout;
        PseudocodeView::layOut(layout, o.text, o.font, o.rect.width() - 2 * kMargin - gutter);
        layout.draw(painter, QPointF(o.rect.left() + kMargin + gutter, o.rect.top() + kMarginV));
        const auto mark = PseudocodeView::Mark(index.data(kMarkRole).toInt());
        if (mark != PseudocodeView::Mark::None) {
            // A red disc, hollow when disabled, centred on the line's first row.
            const qreal d = std::min<qreal>(gutter - 4, QFontMetricsF(o.font).height() * 0.7);
            const QFontMetricsF fm(o.font);
            const QRectF disc(o.rect.left() + (gutter - d) / 2.0 + 1,
                              o.rect.top() + kMarginV + (fm.height() - d) / 2.0, d, d);
            const QColor red(0xd5, 0x2b, 0x1e);
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(QPen(mark == PseudocodeView::Mark::Enabled ? red.darker(130) : red,
                                 std::max<qreal>(1.5, d / 8)));
            painter->setBrush(mark == PseudocodeView::Mark::Enabled ? QBrush(red) : Qt::NoBrush);
            painter->drawEllipse(disc);
        }
        if ((o.state & QStyle::State_HasFocus) && m_view->hasFocus()) {
            // The keyboard's cursor (F9 sets a breakpoint on its line).
            QPen pen(painter->pen().color(), 1, Qt::DotLine);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(QRectF(o.rect).adjusted(0.5, 0.5, -0.5, -0.5));
        }
        painter->restore();
    }

    static constexpr int kMargin = 4, kMarginV = 1;

private:
    PseudocodeView *m_view;
};

// Where the statement starts, after the line's number and indentation.
qsizetype statementStart(const QString &text)
{
    qsizetype prefix = 0;
    while (prefix < text.size() && (text.at(prefix).isDigit() || text.at(prefix).isSpace()))
        ++prefix;
    return prefix;
}

// One layout of the text in lines of `width`; returns their height.
qreal layOutOnce(QTextLayout &layout, const QString &text, const QFont &font, int width)
{
    layout.setText(text);
    layout.setFont(font);
    QTextOption option;
    // Between clauses only (breakBetweenClauses); inside one only when a clause alone is
    // wider than the view, rather than cut off.
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    // A wrapped statement goes on under its own first word, one step further in (the number
    // and the indentation stay clear, as in an editor's hanging indent).
    const qsizetype prefix = statementStart(text);
    const QFontMetricsF metrics(font);
    const qreal hang = std::min<qreal>(width * 0.5,
                                       metrics.horizontalAdvance(text.left(prefix))
                                           + metrics.horizontalAdvance(u' ') * 2);
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        const qreal x = y > 0 ? hang : 0;
        line.setLineWidth(std::max<qreal>(1, width - x));
        line.setPosition(QPointF(x, y));
        y += line.height();
    }
    layout.endLayout();
    return y;
}

bool isCjk(QChar c)
{
    return c.script() == QChar::Script_Han || c.script() == QChar::Script_Hiragana
        || c.script() == QChar::Script_Katakana;
}

// A letter of a Japanese or Chinese word: kanji, kana, and the long vowel and repeat marks.
bool isCjkLetter(QChar c)
{
    return isCjk(c) || c == QChar(0x30FC) || c == QChar(0x3005);
}

// Japanese and Chinese commas and stops, after which a line may break.
bool isCjkComma(QChar c)
{
    return c == QChar(0x3001) || c == QChar(0x3002) || c == QChar(0xFF0C) || c == QChar(0xFF1A)
        || c == QChar(0xFF1B);
}

} // namespace

bool PseudocodeView::splitsAWord(const QTextLayout &layout)
{
    const QString &text = layout.text();
    for (int i = 1; i < layout.lineCount(); ++i) {
        const int at = layout.lineAt(i).textStart();
        if (at <= 0 || at >= text.size())
            continue;
        const QChar before = text.at(at - 1), after = text.at(at);
        if (before != u' ' && !isCjk(before) && !isCjk(after))
            return true;
    }
    return false;
}

qreal PseudocodeView::layOut(QTextLayout &layout, const QString &text, const QFont &font, int width)
{
    const qreal height = layOutOnce(layout, text, font, width);
    if (!splitsAWord(layout))
        return height;
    // A clause alone is wider than the view: its words part at their spaces rather than a word
    // in the middle ("record a solutio / n"). The number and the indentation keep theirs.
    QString loose = text;
    for (qsizetype i = statementStart(text); i < loose.size(); ++i) {
        if (loose.at(i) == QChar(0x00A0))
            loose[i] = u' ';
    }
    return layOutOnce(layout, loose, font, width);
}

QFont PseudocodeView::codeFont()
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setFamilies({ QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono"),
                       QStringLiteral("Liberation Mono"), mono.family() });
    mono.setStyleHint(QFont::Monospace);
    return mono;
}

PseudocodeView::PseudocodeView(QWidget *parent) : QListWidget(parent)
{
    setItemDelegate(new WrappingDelegate(this));
    QFont mono = codeFont();
    mono.setPointSizeF(font().pointSizeF() * 1.15);
    setFont(mono);
    setFocusPolicy(Qt::TabFocus); // reached with Tab (its lines read); a click leaves the board
    setSelectionMode(QAbstractItemView::NoSelection);
    setWordWrap(true);
    setResizeMode(QListView::Adjust); // wrapped lines are measured again at each width
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel); // lines of two rows scroll evenly
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAccessibleName(tr("Pseudocode"));
}

void PseudocodeView::setLines(const QStringList &lines)
{
    clear();
    for (int i = 0; i < lines.size(); ++i) {
        // Indentation is meaning in pseudocode: no-break spaces keep it when a long line wraps.
        QString line = lines[i];
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == u' ')
            ++indent;
        line = QString(indent, QChar(0x00A0)) + breakBetweenClauses(line.mid(indent));
        auto *item = new QListWidgetItem(
            QStringLiteral("%1\u00A0\u00A0%2").arg(i + 1, 2, 10, QChar(0x00A0)).arg(line), this);
        item->setFlags(Qt::ItemIsEnabled);
        // A screen reader reads the line as written: without the word joiners and no-break
        // spaces that only steer where it wraps on screen.
        item->setData(kWordsRole, QStringLiteral("%1 %2").arg(i + 1).arg(lines[i].trimmed()));
    }
    applyMarks();
    const int previous = m_line;
    m_line = -1;
    setCurrentLine(previous < count() ? previous : -1);
    // Laid out now, scroll range included: a delayed layout after the lines of another font
    // left the range of the old ones.
    doItemsLayout();
}

QString PseudocodeView::breakBetweenClauses(const QString &line)
{
    constexpr QChar kNoBreakSpace(0x00A0), kWordJoiner(0x2060);
    // The run of letters that starts at i (step 1) or ends just before i (step -1).
    auto word = [&line](qsizetype i, int step) {
        qsizetype a = i, b = i;
        if (step > 0)
            while (b < line.size() && line.at(b).isLetter())
                ++b;
        else
            while (a > 0 && line.at(a - 1).isLetter())
                --a;
        return line.mid(a, b - a);
    };
    QString out;
    int depth = 0; // brackets, and |…| taken as one
    bool inBars = false;
    bool firstWord = true; // a statement's first word keeps the next one ("move it", "new board")
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar ch = line.at(i);
        if (ch == u'(' || ch == u'[' || ch == u'{')
            ++depth;
        else if ((ch == u')' || ch == u']' || ch == u'}') && depth > 0)
            --depth;
        else if (ch == u'|' && !inBars && (i == 0 || line.at(i - 1) == u' ') && i + 1 < line.size()
                 && line.at(i + 1) != u' ')
            inBars = true, ++depth; // |x[i] - col| opens…
        else if (ch == u'|' && inBars
                 && (i + 1 == line.size() || line.at(i + 1) == u' ' || line.at(i + 1) == u':'))
            inBars = false, --depth; // …and closes
        if (ch == u' ') {
            const QChar before = i > 0 ? line.at(i - 1) : QChar();
            const QChar after = i + 1 < line.size() ? line.at(i + 1) : QChar();
            const QString next = word(i + 1, 1), previous = word(i, -1);
            // Between two words of prose ("take the queen off"), not next to a one-letter
            // name, a sign or a figure, which belong to an expression ("r + 1", "for c = 1").
            const bool prose = previous.size() > 1 && next.size() > 1 && before.isLetter()
                && after.isLetter() && previous != u"to" && next != u"to";
            const bool breakable = depth == 0 && !firstWord
                && (before == u':' || before == u';' || before == u',' || after == u'#'
                    || next == u"or" || next == u"and" || prose);
            if (i > 0 && !before.isSpace())
                firstWord = false; // past the indentation and the first word
            out += breakable ? ch : kNoBreakSpace;
            continue;
        }
        out += ch;
    }
    // Unicode lets a line break after many signs (-, /, |, !, …), even before a no-break space:
    // a word joiner after every sign, unless a breakable space follows, holds the expression.
    // Japanese and Chinese words have no spaces between them, and a line may break between any
    // two of their characters ("立 / てる"): there a line breaks only where a word is sure to
    // end, after a kana particle before a new word in kanji or katakana ("クイーンを / 置く")
    // or after a comma; a run wider than the whole line still breaks where it must.
    QString joined;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const QChar ch = out.at(i);
        joined += ch;
        if (i + 1 >= out.size() || out.at(i + 1) == u' ')
            continue;
        const QChar next = out.at(i + 1);
        const bool sign = !ch.isLetterOrNumber() && ch != u' ' && !isCjkLetter(ch);
        const bool inWord = isCjkLetter(ch) && isCjkLetter(next)
            && !(ch.script() == QChar::Script_Hiragana
                 && (next.script() == QChar::Script_Han
                     || next.script() == QChar::Script_Katakana));
        if ((sign && !isCjkComma(ch)) || inWord)
            joined += kWordJoiner;
    }
    return joined;
}

void PseudocodeView::setHighlightColor(const QColor &color)
{
    m_highlight = color;
    const int line = m_line;
    m_line = -1;
    setCurrentLine(line);
}

int PseudocodeView::gutterWidth(const QFont &given) const
{
    return QFontMetrics(given == QFont() ? font() : given).height();
}

void PseudocodeView::setBreakpointMarks(const std::vector<Mark> &marks)
{
    if (marks == m_marks)
        return;
    m_marks = marks;
    applyMarks();
}

PseudocodeView::Mark PseudocodeView::markAt(int line) const
{
    return line >= 0 && line < int(m_marks.size()) ? m_marks[std::size_t(line)] : Mark::None;
}

void PseudocodeView::applyMarks()
{
    for (int i = 0; i < count(); ++i) {
        const Mark mark = markAt(i);
        QListWidgetItem *it = item(i);
        it->setData(kMarkRole, int(mark));
        // A screen reader hears the breakpoint with the line.
        const QString words = it->data(kWordsRole).toString();
        it->setData(Qt::AccessibleTextRole,
                    mark == Mark::Enabled        ? tr("%1, breakpoint").arg(words)
                        : mark == Mark::Disabled ? tr("%1, breakpoint (disabled)").arg(words)
                                                 : words);
    }
    viewport()->update();
}

void PseudocodeView::mousePressEvent(QMouseEvent *event)
{
    const QModelIndex index = indexAt(event->position().toPoint());
    if (index.isValid() && event->button() == Qt::LeftButton
        && event->position().x() < gutterWidth() + WrappingDelegate::kMargin) {
        emit gutterClicked(index.row());
        event->accept();
        return;
    }
    QListWidget::mousePressEvent(event);
}

int PseudocodeView::heightFor(int width, const QFont &given) const
{
    const QFont plainFont = given == QFont() ? font() : given;
    const int inside
        = width - 2 * frameWidth() - 2 * WrappingDelegate::kMargin - gutterWidth(plainFont);
    QFont bold = plainFont;
    bold.setBold(true);
    qreal height = 0;
    for (int i = 0; i < count(); ++i) {
        QTextLayout plain, highlighted;
        const QString text = item(i)->text();
        height += std::ceil(std::max(layOut(plain, text, plainFont, inside),
                                     layOut(highlighted, text, bold, inside)))
            + 2 * WrappingDelegate::kMarginV;
    }
    return int(height) + 2 * frameWidth();
}

void PseudocodeView::setCurrentLine(int line)
{
    if (line == m_line)
        return;
    if (QListWidgetItem *old = item(m_line)) {
        old->setData(Qt::BackgroundRole, QVariant());
        old->setData(Qt::ForegroundRole, QVariant());
        QFont f = font();
        old->setFont(f);
    }
    m_line = line;
    if (QListWidgetItem *now = item(line)) {
        now->setBackground(m_highlight);
        now->setForeground(Theme::inkOn(m_highlight)); // black on the dark theme's sky blue
        QFont f = font();
        f.setBold(true);
        now->setFont(f);
        scrollToItem(now);
    }
}

void PseudocodeView::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this, [this](const RunDescription &run) {
        m_algorithm = run.algorithm;
        setLines(Algorithms::info(run.algorithm).pseudocode());
    });
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                // A board picked or put by hand is on no line of the algorithm.
                const bool running = owner == BoardFeed::Owner::Run && state.position > 0;
                setCurrentLine(running ? state.last.line : -1);
            });
}

void PseudocodeView::resizeEvent(QResizeEvent *event)
{
    QListWidget::resizeEvent(event);
    // The lines wrap anew at once, not a tenth of a second later: the scroll range and the
    // current line's place are those of the new width (a list shown whole is never scrolled).
    if (event->oldSize().width() != event->size().width()) {
        doItemsLayout();
        if (QListWidgetItem *now = item(m_line))
            scrollToItem(now);
    }
}

void PseudocodeView::changeEvent(QEvent *event)
{
    // Keeps the current line; a new font makes the highlighted line bold in it.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
        setLines(Algorithms::info(m_algorithm).pseudocode());
    QListWidget::changeEvent(event);
}

} // namespace nq
