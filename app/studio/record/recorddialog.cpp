// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/recorddialog.h"

#include "narrationvoice.h"
#include "voicecheck.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace nq {

RecordDialog::RecordDialog(qint64 from, qint64 to, const RecordChoices &choices, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Record Steps"));
    auto *form = new QFormLayout;
    const int most = std::numeric_limits<int>::max();
    m_from = new QSpinBox(this);
    m_from->setRange(0, most);
    m_from->setValue(int(std::min<qint64>(from, most)));
    m_to = new QSpinBox(this);
    m_to->setRange(0, most);
    m_to->setValue(int(std::min<qint64>(to, most)));
    auto *range = new QHBoxLayout;
    range->addWidget(m_from);
    auto *toLabel = new QLabel(tr("t&o"), this);
    toLabel->setBuddy(m_to);
    range->addWidget(toLabel);
    range->addWidget(m_to);
    range->addStretch();
    auto *fromLabel = new QLabel(tr("&Steps from"), this);
    fromLabel->setBuddy(m_from);
    form->addRow(fromLabel, range);
    m_count = new QLabel(this);
    m_count->setWordWrap(true);
    form->addRow(QString(), m_count);

    m_format = new QComboBox(this);
    const std::pair<FilmFormat, QString> formats[] = {
        { FilmFormat::Mp4, tr("MP4 video (H.264): slides, learning platforms, phones") },
        { FilmFormat::WebM, tr("WebM video (VP9)") },
        { FilmFormat::Gif, tr("Animated GIF") },
        { FilmFormat::WebP, tr("Animated WebP") },
        { FilmFormat::PngFrames, tr("PNG frames in a folder") },
        { FilmFormat::Handout, tr("Handout PDF: the frames in a grid, six a page") },
        { FilmFormat::WebPage, tr("Web page: the steps to play in any browser, offline") },
    };
    for (const auto &[format, name] : formats)
        m_format->addItem(name, int(format));
    m_format->setCurrentIndex(m_format->findData(int(choices.format)));
    form->addRow(tr("&Format"), m_format);
    m_fps = new QDoubleSpinBox(this);
    m_fps->setRange(FilmSpec::kMinFps, FilmSpec::kMaxFps);
    m_fps->setDecimals(2);
    m_fps->setSingleStep(1);
    m_fps->setValue(choices.fps);
    m_fps->setSuffix(tr(" steps a second"));
    form->addRow(tr("Frame ra&te"), m_fps);
    m_size = new QSpinBox(this);
    m_size->setRange(FilmSpec::kMinSize, FilmSpec::kMaxSize);
    m_size->setSingleStep(40);
    m_size->setValue(choices.size);
    m_size->setSuffix(tr(" pixels wide"));
    form->addRow(tr("Si&ze"), m_size);
    m_wide = new QCheckBox(tr("&Wide (16:9) for slides: the words beside the board"), this);
    m_wide->setChecked(choices.wide);
    form->addRow(tr("Frame"), m_wide);
    m_caption = new QCheckBox(tr("The step's &caption"), this);
    m_caption->setChecked(choices.caption);
    m_counters = new QCheckBox(tr("The cou&nters"), this);
    m_counters->setChecked(choices.counters);
    m_pseudocode = new QCheckBox(tr("The &pseudocode line"), this);
    m_pseudocode->setChecked(choices.pseudocode);
    auto *words = new QVBoxLayout;
    for (QCheckBox *box : { m_caption, m_counters, m_pseudocode })
        words->addWidget(box);
    form->addRow(tr("Words"), words);
    m_narrate = new QCheckBox(tr("Na&rrate: each step's caption spoken, the frame held until it "
                                 "ends"),
                              this);
    m_narrate->setChecked(choices.narrate);
    form->addRow(tr("Sound"), m_narrate);
    m_page = new QComboBox(this);
    m_page->addItem(tr("A4"), int(BoardExport::Page::A4));
    m_page->addItem(tr("US Letter"), int(BoardExport::Page::Letter));
    m_page->setCurrentIndex(m_page->findData(int(choices.page)));
    form->addRow(tr("P&aper"), m_page);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record…"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    for (QSpinBox *box : { m_from, m_to })
        connect(box, &QSpinBox::valueChanged, this, &RecordDialog::update);
    connect(m_format, &QComboBox::currentIndexChanged, this, &RecordDialog::update);
    update();
}

void RecordDialog::update()
{
    const qint64 steps = to() - from() + 1;
    const bool handout = FilmFormat(m_format->currentData().toInt()) == FilmFormat::Handout;
    m_page->setEnabled(handout);
    m_fps->setEnabled(!handout);
    // A film has a sound track; a handout prints the words spoken; the others have no sound.
    // Narrated in the window's language, when a voice reads it well.
    FilmSpec narrated;
    narrated.narration = QLocale().name();
    QString silent = narrated.narrationProblem(FilmFormat(m_format->currentData().toInt()));
    if (silent.isEmpty() && !VoiceCheck::defaultVoiceReads(narrated.narration))
        silent = NarrationVoice(narrated.narration).problem();
    m_narrate->setEnabled(silent.isEmpty());
    m_narrate->setToolTip(silent);
    m_narrate->setAccessibleDescription(silent);
    QString words;
    if (steps < 1)
        words = tr("The last step comes before the first.");
    else if (steps > FilmSpec::kMaxFrames)
        words
            = tr("%L1 steps: a recording holds at most %L2.").arg(steps).arg(FilmSpec::kMaxFrames);
    else
        words = tr("%n step(s); a solution and the end are held four times as long.", nullptr,
                   int(steps));
    m_count->setText(words);
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(steps >= 1 && steps <= FilmSpec::kMaxFrames);
}

qint64 RecordDialog::from() const
{
    return m_from->value();
}

qint64 RecordDialog::to() const
{
    return m_to->value();
}

RecordChoices RecordDialog::choices() const
{
    RecordChoices c;
    c.format = FilmFormat(m_format->currentData().toInt());
    c.fps = m_fps->value();
    c.size = m_size->value();
    c.wide = m_wide->isChecked();
    c.caption = m_caption->isChecked();
    c.counters = m_counters->isChecked();
    c.pseudocode = m_pseudocode->isChecked();
    c.narrate = m_narrate->isChecked() && m_narrate->isEnabled();
    c.page = BoardExport::Page(m_page->currentData().toInt());
    return c;
}

QString RecordDialog::suffixOf(FilmFormat format)
{
    switch (format) {
    case FilmFormat::Mp4:
        return QStringLiteral("mp4");
    case FilmFormat::WebM:
        return QStringLiteral("webm");
    case FilmFormat::Gif:
        return QStringLiteral("gif");
    case FilmFormat::WebP:
        return QStringLiteral("webp");
    case FilmFormat::Handout:
        return QStringLiteral("pdf");
    case FilmFormat::WebPage:
        return QStringLiteral("html");
    case FilmFormat::PngFrames:
        break;
    }
    return {};
}

QString RecordDialog::filterOf(FilmFormat format)
{
    switch (format) {
    case FilmFormat::Mp4:
        return tr("MP4 video (*.mp4)");
    case FilmFormat::WebM:
        return tr("WebM video (*.webm)");
    case FilmFormat::Gif:
        return tr("Animated GIF (*.gif)");
    case FilmFormat::WebP:
        return tr("Animated WebP (*.webp)");
    case FilmFormat::Handout:
        return tr("PDF handout (*.pdf)");
    case FilmFormat::WebPage:
        return tr("Web page (*.html)");
    case FilmFormat::PngFrames:
        break;
    }
    return tr("A new folder for the frames (*)");
}

} // namespace nq
