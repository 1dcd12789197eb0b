// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportdialog.h"

#include "boardexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

namespace nq {

namespace {
QString startFolder(const ExportChoices &choices)
{
    if (!choices.folder.isEmpty())
        return choices.folder;
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return !pictures.isEmpty() && QDir(pictures).exists() ? pictures : QDir::homePath();
}
} // namespace

ExportDialog::ExportDialog(Kind kind, const ExportChoices &choices, const QString &baseName,
                           const QString &caption, QWidget *parent)
    : QDialog(parent), m_kind(kind), m_choices(choices)
{
    setWindowTitle(kind == Board       ? tr("Export Board")
                       : kind == Sheet ? tr("Export Sheet")
                                       : tr("Export Solutions"));
    const QString suffix = kind == Board ? choices.boardFormat
        : kind == Sheet                  ? choices.sheetFormat
                                         : choices.listFormat;
    auto *form = new QFormLayout(this);
    auto *pathRow = new QHBoxLayout;
    m_path = new QLineEdit(QDir(startFolder(choices)).filePath(baseName + u'.' + suffix), this);
    m_path->setMinimumWidth(360);
    auto *browseButton = new QPushButton(tr("Choose…"), this);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    auto *pathLabel = new QLabel(
        kind == Solutions ? tr("&File (.txt or .csv):") : tr("&File (.png, .svg or .pdf):"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    m_pathError = new QLabel(this);
    m_pathError->setWordWrap(true);
    m_pathError->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_pathError->hide();
    form->addRow(QString(), m_pathError);
    connect(m_path, &QLineEdit::textEdited, m_pathError, &QWidget::hide);
    connect(browseButton, &QPushButton::clicked, this, &ExportDialog::browse);
    if (kind == Board) {
        m_pixels = new QSpinBox(this);
        m_pixels->setRange(64, 8192);
        m_pixels->setValue(choices.pixels);
        m_pixels->setSuffix(tr(" px"));
        form->addRow(tr("PNG &width:"), m_pixels);
        m_page = new QComboBox(this);
        m_page->addItem(tr("A4, the board filling it"), int(BoardExport::Page::A4));
        m_page->addItem(tr("US Letter, the board filling it"), int(BoardExport::Page::Letter));
        m_page->addItem(tr("The board's own size"), int(BoardExport::Page::Board));
        m_page->setCurrentIndex(std::max(0, m_page->findData(int(choices.page))));
        form->addRow(tr("PDF &page:"), m_page);
        m_transparent = new QCheckBox(tr("&Transparent background (PNG)"), this);
        m_transparent->setChecked(choices.transparent);
        form->addRow(QString(), m_transparent);
        m_attacks = new QCheckBox(tr("Mark &attacked squares as the board does"), this);
        m_attacks->setChecked(choices.attacks);
        form->addRow(QString(), m_attacks);
        m_captionOn = new QCheckBox(tr("&Caption under the board:"), this);
        m_captionOn->setChecked(choices.caption);
        m_caption = new QLineEdit(caption, this);
        m_caption->setMaxLength(BoardExport::kMaxCaption);
        m_caption->setEnabled(choices.caption);
        m_caption->setAccessibleName(tr("Caption"));
        connect(m_captionOn, &QCheckBox::toggled, m_caption, &QWidget::setEnabled);
        form->addRow(m_captionOn, m_caption);
    }
    if (kind == Sheet) {
        m_title = new QLineEdit(this);
        m_title->setMaxLength(BoardExport::kMaxTitle);
        m_title->setObjectName(QStringLiteral("sheetTitle"));
        m_title->setPlaceholderText(
            tr("What the sheet shows, e.g. %1").arg(tr("8 × 8: all solutions")));
        form->addRow(tr("&Title:"), m_title);
        m_pixels = new QSpinBox(this);
        m_pixels->setRange(0, BoardExport::kMaxSheetPixels);
        m_pixels->setSingleStep(100);
        m_pixels->setSpecialValueText(tr("Automatic (252 px a column)"));
        m_pixels->setValue(choices.sheetPixels);
        m_pixels->setSuffix(tr(" px"));
        form->addRow(tr("PNG &width:"), m_pixels);
        m_page = new QComboBox(this);
        m_page->addItem(tr("A4"), int(BoardExport::Page::A4));
        m_page->addItem(tr("US Letter"), int(BoardExport::Page::Letter));
        m_page->setCurrentIndex(choices.page == BoardExport::Page::Letter ? 1 : 0);
        form->addRow(tr("PDF &page:"), m_page);
        m_answers = new QCheckBox(tr("Placements in the &captions (uncheck for a sheet to "
                                     "work from)"),
                                  this);
        m_answers->setChecked(choices.answers);
        m_answers->setObjectName(QStringLiteral("sheetAnswers"));
        form->addRow(QString(), m_answers);
    }
    if (kind != Solutions) {
        m_coordinates = new QCheckBox(tr("&Row and column numbers"), this);
        m_coordinates->setChecked(choices.coordinates);
        form->addRow(QString(), m_coordinates);
        m_theme = new QComboBox(this);
        for (const Theme::Kind t : { Theme::Light, Theme::Print, Theme::Dark })
            m_theme->addItem(Theme::name(t), int(t));
        // PDFs go to paper and pictures to screens: each keeps colours of its own, and the
        // list shows the ones of the format the file's name gives.
        m_themePdf = path().endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive);
        m_theme->setCurrentIndex(std::max(0, m_theme->findData(int(choices.themeFor(path())))));
        connect(m_theme, &QComboBox::activated, this, [this] {
            (m_themePdf ? m_choices.pdfTheme : m_choices.theme)
                = Theme::Kind(m_theme->currentData().toInt());
        });
        connect(m_path, &QLineEdit::textChanged, this, [this] {
            const bool pdf = path().endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive);
            if (pdf == m_themePdf)
                return;
            m_themePdf = pdf;
            m_theme->setCurrentIndex(
                std::max(0, m_theme->findData(int(m_choices.themeFor(path())))));
        });
        form->addRow(tr("C&olours:"), m_theme);
    }
    if (kind != Board) {
        m_contents = new QComboBox(this);
        m_contents->addItem(tr("One solution per symmetry class"), true);
        m_contents->addItem(tr("All solutions"), false);
        m_contents->setCurrentIndex(choices.unique ? 0 : 1);
        form->addRow(tr("Co&ntents:"), m_contents);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ExportDialog::browse()
{
    const QString filter = m_kind == Solutions ? tr("Text or CSV (*.txt *.csv)")
                                               : tr("Pictures (*.png *.svg *.pdf)");
    const QString chosen
        = QFileDialog::getSaveFileName(this, windowTitle(), m_path->text(), filter);
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

ExportChoices ExportDialog::choices() const
{
    ExportChoices c = m_choices;
    const QFileInfo file(path());
    if (!path().isEmpty())
        c.folder = file.absolutePath();
    const QString suffix = file.suffix().toLower();
    const bool picture = suffix == u"png" || suffix == u"svg" || suffix == u"pdf";
    if (m_kind == Board && picture)
        c.boardFormat = suffix;
    else if (m_kind == Sheet && picture)
        c.sheetFormat = suffix;
    else if (m_kind == Solutions && (suffix == u"csv" || suffix == u"txt"))
        c.listFormat = suffix;
    if (m_pixels && m_kind == Sheet)
        c.sheetPixels = m_pixels->value() == 0
            ? 0
            : std::max(m_pixels->value(), BoardExport::kMinSheetPixels);
    else if (m_pixels)
        c.pixels = m_pixels->value();
    if (m_answers)
        c.answers = m_answers->isChecked();
    if (m_page)
        c.page = BoardExport::Page(m_page->currentData().toInt());
    if (m_transparent)
        c.transparent = m_transparent->isChecked();
    if (m_attacks)
        c.attacks = m_attacks->isChecked();
    if (m_captionOn)
        c.caption = m_captionOn->isChecked();
    if (m_coordinates)
        c.coordinates = m_coordinates->isChecked();
    if (m_theme)
        (m_themePdf ? c.pdfTheme : c.theme) = Theme::Kind(m_theme->currentData().toInt());
    if (m_contents)
        c.unique = m_contents->currentData().toBool();
    return c;
}

BoardExport::SheetOptions ExportDialog::sheetOptions() const
{
    const ExportChoices c = choices();
    BoardExport::SheetOptions options;
    options.title = m_title ? m_title->text().trimmed() : QString();
    options.page
        = c.page == BoardExport::Page::Letter ? BoardExport::Page::Letter : BoardExport::Page::A4;
    options.pixels = c.sheetPixels;
    return options;
}

QString ExportDialog::pathProblem() const
{
    const QString chosen = path();
    if (chosen.isEmpty())
        return tr("Give the file a name.");
    const QFileInfo file(chosen);
    const QString suffix = file.suffix().toLower();
    const bool known = m_kind == Solutions
        ? (suffix == u"txt" || suffix == u"csv")
        : (suffix == u"png" || suffix == u"svg" || suffix == u"pdf");
    if (!known)
        return m_kind == Solutions
            ? tr("'%1' does not end in .txt or .csv.").arg(file.fileName())
            : tr("'%1' does not end in .png, .svg or .pdf.").arg(file.fileName());
    const QFileInfo folder(file.absolutePath());
    if (!folder.isDir())
        return tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(folder.filePath()));
    if (!folder.isWritable())
        return tr("The folder %1 cannot be written to.")
            .arg(QDir::toNativeSeparators(folder.filePath()));
    if (file.exists() && (file.isDir() || !file.isWritable()))
        return tr("%1 cannot be written over.").arg(QDir::toNativeSeparators(chosen));
    return {};
}

void ExportDialog::accept()
{
    const QString problem = pathProblem();
    if (!problem.isEmpty()) {
        m_pathError->setText(problem);
        m_pathError->show();
        m_path->setFocus();
        return; // what the user chose stays, to be mended
    }
    QDialog::accept();
}

QString ExportDialog::caption() const
{
    return m_captionOn && m_captionOn->isChecked() ? m_caption->text().trimmed() : QString();
}

} // namespace nq
