// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/codeview.h"

#include "panels/boardfeed.h"
#include "theme.h"
#include "wholefile.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextBlock>
#include <QTimer>

namespace nq {

namespace {

// A small highlighter for the two languages of the listings: keywords, comments, strings and
// numbers, in colours that read on the theme's base (KDE's KSyntaxHighlighting is KF5 in
// Debian 12, built for Qt 5; the listings need only these four kinds).
class CodeHighlighter : public QSyntaxHighlighter
{
public:
    CodeHighlighter(QTextDocument *document, CodeListing::Language language)
        : QSyntaxHighlighter(document), m_language(language)
    {
        const QString cpp = QStringLiteral(
            "\\b(?:bool|break|char|const|continue|do|else|for|if|include|int|long|return|"
            "std|unsigned|void|while|auto|true|false)\\b|^#\\w+");
        const QString python = QStringLiteral(
            "\\b(?:def|for|in|if|else|elif|while|return|import|from|global|not|and|or|True|"
            "False|None|continue|break|del|any|range|len|print|abs|int|list|bool)\\b");
        m_keyword.setPattern(language == CodeListing::Language::Cpp ? cpp : python);
        setColours(false);
    }
    void setColours(bool dark)
    {
        m_keywordFormat.setForeground(dark ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x0b, 0x3d, 0x91));
        m_keywordFormat.setFontWeight(QFont::Bold);
        m_commentFormat.setForeground(dark ? QColor(0x9a, 0xa5, 0xb1) : QColor(0x4d, 0x57, 0x60));
        m_commentFormat.setFontItalic(true);
        m_stringFormat.setForeground(dark ? QColor(0xa5, 0xd6, 0xa7) : QColor(0x1b, 0x5e, 0x20));
        m_numberFormat.setForeground(dark ? QColor(0xff, 0xcc, 0x80) : QColor(0x8a, 0x4b, 0x00));
        rehighlight();
    }

protected:
    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression number(QStringLiteral("\\b\\d+\\b"));
        static const QRegularExpression string(QStringLiteral("'[^']*'|\"[^\"]*\""));
        using Rule = std::pair<const QRegularExpression *, const QTextCharFormat *>;
        for (auto [re, format] :
             { Rule { &m_keyword, &m_keywordFormat }, Rule { &number, &m_numberFormat },
               Rule { &string, &m_stringFormat } }) {
            for (auto it = re->globalMatch(text); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                setFormat(int(m.capturedStart()), int(m.capturedLength()), *format);
            }
        }
        // A comment to the end of the line (outside a string: the listings keep it so).
        const QString mark
            = m_language == CodeListing::Language::Cpp ? QStringLiteral("//") : QStringLiteral("#");
        qsizetype at = text.indexOf(mark);
        if (m_language == CodeListing::Language::Cpp && text.trimmed().startsWith(u'#'))
            at = -1; // #include
        if (m_language == CodeListing::Language::Python && at >= 0
            && text.left(at).count(u'\'') % 2 == 1)
            at = -1; // inside a string
        if (at >= 0)
            setFormat(int(at), int(text.size() - at), m_commentFormat);
    }

private:
    CodeListing::Language m_language;
    QRegularExpression m_keyword;
    QTextCharFormat m_keywordFormat, m_commentFormat, m_stringFormat, m_numberFormat;
};

} // namespace

class CodeGutter : public QWidget
{
public:
    explicit CodeGutter(CodeView *view) : QWidget(view), m_view(view) { }
    QSize sizeHint() const override { return QSize(m_view->gutterWidth(), 0); }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintGutter(event); }
    void mousePressEvent(QMouseEvent *event) override
    {
        m_view->gutterPressed(int(event->position().y()));
    }

private:
    CodeView *m_view;
};

CodeView::CodeView(CodeListing::Language language, QWidget *parent)
    : QPlainTextEdit(parent), m_language(language), m_gutter(new CodeGutter(this))
{
    setReadOnly(true);
    // A narrow column (the right one at 1024 x 768) wraps a long line rather than hide its end.
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    QFont mono = PseudocodeView::codeFont();
    mono.setPointSizeF(font().pointSizeF() * 1.1);
    setFont(mono);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_highlighter = new CodeHighlighter(document(), language);
    setAccessibleName(CodeListing::displayName(language));
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect &rect, int dy) {
        if (dy)
            m_gutter->scroll(0, dy);
        else
            m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    });
    setViewportMargins(gutterWidth(), 0, 0, 0);
    load(m_algorithm);
}

void CodeView::follow(BoardFeed *feed)
{
    connect(feed, &BoardFeed::runStarting, this,
            [this](const RunDescription &run) { load(run.algorithm); });
    connect(feed, &BoardFeed::shown, this,
            [this](const PlayState &state, const StepChange &, BoardFeed::Owner owner) {
                const bool running = owner == BoardFeed::Owner::Run && state.position > 0;
                showPseudocodeLine(running ? state.last.line : -1);
            });
}

void CodeView::load(AlgorithmId algorithm)
{
    m_algorithm = algorithm;
    m_listing = CodeListing::of(algorithm, m_language);
    m_current = -1;
    setPlainText(m_listing ? m_listing->text()
                           : tr("%1 has no %2 listing: the listings are of the searches the "
                                "textbooks give in code.")
                                 .arg(Algorithms::info(algorithm).displayName(),
                                      CodeListing::displayName(m_language)));
    updateSelections();
}

int CodeView::gutterWidth() const
{
    const int digits = QString::number(std::max(1, blockCount())).size();
    return fontMetrics().height() + 6 + fontMetrics().horizontalAdvance(u'9') * digits;
}

void CodeView::showEvent(QShowEvent *event)
{
    QPlainTextEdit::showEvent(event);
    // Lit while hidden: brought into the middle once the view has its size.
    QTimer::singleShot(0, this, [this] {
        if (m_current >= 0) {
            setTextCursor(QTextCursor(document()->findBlockByNumber(m_current)));
            centerCursor();
        }
    });
}

void CodeView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect r = contentsRect();
    m_gutter->setGeometry(QRect(r.left(), r.top(), gutterWidth(), r.height()));
}

int CodeView::lineAt(int y) const
{
    QTextBlock block = firstVisibleBlock();
    int top = int(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid()) {
        const int bottom = top + int(blockBoundingRect(block).height());
        if (y >= top && y < bottom)
            return block.blockNumber();
        top = bottom;
        block = block.next();
    }
    return -1;
}

int CodeView::lineCentre(int line) const
{
    const QTextBlock block = document()->findBlockByNumber(line);
    const QRectF r = blockBoundingGeometry(block).translated(contentOffset());
    return int(r.center().y());
}

void CodeView::gutterPressed(int y)
{
    const int line = lineAt(y);
    if (!m_listing || line < 0)
        return;
    const int pseudocode = m_listing->pseudocodeLineAt(line);
    if (pseudocode < 0) {
        emit message(tr("Line %1 of the program stands for no line of the pseudocode: a "
                        "breakpoint goes on a line marked in the pseudocode's terms.")
                         .arg(line + 1));
        return;
    }
    emit gutterClicked(pseudocode);
}

void CodeView::paintGutter(QPaintEvent *event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    QTextBlock block = firstVisibleBlock();
    int top = int(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int h = fontMetrics().height();
    const QColor red(0xd5, 0x2b, 0x1e);
    painter.setRenderHint(QPainter::Antialiasing);
    while (block.isValid() && top <= event->rect().bottom()) {
        const int line = block.blockNumber();
        const int bottom = top + int(blockBoundingRect(block).height());
        painter.setPen(
            palette().color(line == m_current ? QPalette::Text : QPalette::PlaceholderText));
        painter.drawText(QRect(0, top, m_gutter->width() - 4, h), Qt::AlignRight,
                         QString::number(line + 1));
        const int pseudocode = m_listing ? m_listing->pseudocodeLineAt(line) : -1;
        const auto mark = pseudocode >= 0 && pseudocode < int(m_marks.size())
            ? m_marks[std::size_t(pseudocode)]
            : PseudocodeView::Mark::None;
        // The breakpoint on the first listing line of its pseudocode line.
        if (mark != PseudocodeView::Mark::None && m_listing->lineOf(pseudocode) == line) {
            const qreal d = h * 0.7;
            painter.setPen(
                QPen(mark == PseudocodeView::Mark::Enabled ? red.darker(130) : red, 1.5));
            painter.setBrush(mark == PseudocodeView::Mark::Enabled ? QBrush(red) : Qt::NoBrush);
            painter.drawEllipse(QRectF(2, top + (h - d) / 2.0, d, d));
        }
        top = bottom;
        block = block.next();
    }
}

void CodeView::setBreakpointMarks(const std::vector<PseudocodeView::Mark> &marks)
{
    m_marks = marks;
    m_gutter->update();
}

void CodeView::showPseudocodeLine(int line)
{
    const int at = m_listing && line >= 0 ? m_listing->lineOf(line) : -1;
    if (at == m_current)
        return;
    m_current = at;
    updateSelections();
    if (at >= 0) {
        QTextCursor cursor(document()->findBlockByNumber(at));
        setTextCursor(cursor);
        centerCursor(); // the lines around it in sight too
    }
    m_gutter->update();
}

void CodeView::updateSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    if (m_current >= 0) {
        QTextEdit::ExtraSelection lit;
        lit.format.setBackground(m_highlight);
        lit.format.setForeground(Theme::inkOn(m_highlight));
        lit.format.setProperty(QTextFormat::FullWidthSelection, true);
        lit.cursor = QTextCursor(document()->findBlockByNumber(m_current));
        lit.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor); // all its rows
        selections << lit;
    }
    setExtraSelections(selections);
}

void CodeView::setColours(const QColor &highlight, bool dark)
{
    m_highlight = highlight;
    static_cast<CodeHighlighter *>(m_highlighter)->setColours(dark);
    updateSelections();
}

void CodeView::copyAll()
{
    if (!m_listing)
        return;
    QApplication::clipboard()->setText(m_listing->text());
    emit message(
        tr("The %1 program is on the clipboard.").arg(CodeListing::displayName(m_language)));
}

void CodeView::saveAs()
{
    if (!m_listing)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Code As"), m_listing->fileName(),
        m_language == CodeListing::Language::Cpp ? tr("C++ programs (*.cpp)")
                                                 : tr("Python programs (*.py)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!WholeFile::write(path, m_listing->text().toUtf8(), &error)) {
        QMessageBox::warning(this, tr("Save Code As"), error);
        return;
    }
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
}

void CodeView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu();
    menu->addSeparator();
    menu->addAction(tr("Copy Code"), this, &CodeView::copyAll);
    menu->addAction(tr("Save Code As…"), this, &CodeView::saveAs);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void CodeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && !m_listing)
        load(m_algorithm);
    if (event->type() == QEvent::FontChange)
        setViewportMargins(gutterWidth(), 0, 0, 0);
    QPlainTextEdit::changeEvent(event);
}

} // namespace nq
