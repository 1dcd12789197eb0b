// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/scenesview.h"

#include "algorithms.h"
#include "boardrenderer.h"
#include "lessons/lessondocument.h"
#include "platform/backgroundjob.h"
#include "runwalk.h"
#include "scenepicture.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

namespace nq {

namespace {
constexpr int kThumbnail = 96;
} // namespace

ScenesView::ScenesView(LessonDocument *document, std::function<QString()> language, QWidget *parent)
    : QWidget(parent), m_document(document), m_language(std::move(language))
{
    auto *layout = new QVBoxLayout(this);
    m_recovery = new QWidget(this);
    auto *recovery = new QVBoxLayout(m_recovery);
    recovery->setContentsMargins(0, 0, 0, 0);
    m_recoveryText = new QLabel(m_recovery);
    m_recoveryText->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    m_recover = new QPushButton(m_recovery);
    m_discard = new QPushButton(m_recovery);
    buttons->addWidget(m_recover);
    buttons->addWidget(m_discard);
    recovery->addWidget(m_recoveryText);
    recovery->addLayout(buttons);
    m_recovery->hide();
    layout->addWidget(m_recovery);

    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    layout->addWidget(m_empty);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("scenesList"));
    m_list->setIconSize(QSize(kThumbnail, kThumbnail));
    m_list->setWordWrap(true);
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->installEventFilter(this); // Delete removes the scene selected
    layout->addWidget(m_list, 1);
    m_remove = new QPushButton(this);
    layout->addWidget(m_remove, 0, Qt::AlignLeft);

    // A note edited in place changes the lesson while its editor is still closing: the list is
    // not cleared under the editor.
    connect(m_document, &LessonDocument::changed, this, [this] {
        if (!m_committing)
            rebuild(); // (the item edited already shows its note)
    });
    connect(m_document, &LessonDocument::currentChanged, this, &ScenesView::showCurrent);
    connect(m_list, &QListWidget::itemChanged, this, &ScenesView::onItemChanged);
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, &ScenesView::onRowsMoved,
            Qt::QueuedConnection);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit sceneChosen(m_list->row(item)); });
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { emit sceneChosen(m_list->row(item)); });
    connect(m_remove, &QPushButton::clicked, this, &ScenesView::removeCurrent);
    connect(m_recover, &QPushButton::clicked, this, &ScenesView::recoverRequested);
    connect(m_discard, &QPushButton::clicked, this, &ScenesView::recoveryDiscarded);
    retranslate();
}

ScenesView::~ScenesView()
{
    if (m_job)
        m_job->release();
}

void ScenesView::retranslate()
{
    m_recoveryText->setText(tr("A lesson had changes that were not saved when N-Queens Studio "
                               "stopped."));
    m_recover->setText(tr("&Recover It"));
    m_discard->setText(tr("Discard It"));
    m_remove->setText(tr("Remove Scene"));
    m_remove->setToolTip(tr("Remove the scene selected from the lesson (Delete)"));
    m_list->setAccessibleName(tr("Scenes of the lesson"));
    rebuild(); // the scenes' words
}

void ScenesView::setTheme(const Theme &theme)
{
    m_theme = theme;
    drawThumbnails();
}

void ScenesView::offerRecovery(bool shown)
{
    m_recovery->setVisible(shown);
}

QString ScenesView::itemText(int index) const
{
    const LessonScene &scene = m_document->scene(index);
    const QString note = scene.note.in(m_language());
    const RunDescription &run = scene.setup.run;
    const QString what
        = tr("%1, %2 × %2").arg(Algorithms::info(run.algorithm).displayName()).arg(run.n());
    return note.isEmpty() ? what : note;
}

void ScenesView::rebuild()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    const int count = m_document->isOpen() ? m_document->sceneCount() : 0;
    for (int i = 0; i < count; ++i) {
        auto *item = new QListWidgetItem(itemText(i), m_list);
        item->setFlags(item->flags() | Qt::ItemIsEditable | Qt::ItemIsDragEnabled);
        const RunDescription &run = m_document->scene(i).setup.run;
        item->setToolTip(tr("Scene %1: %2, %3 × %3")
                             .arg(i + 1)
                             .arg(Algorithms::info(run.algorithm).displayName())
                             .arg(run.n()));
    }
    m_empty->setText(m_document->isOpen()
                         ? tr("No scene yet: set the board up, then File > Add Scene from "
                              "Current View.")
                         : tr("No lesson is open. File > New Lesson starts one; File > Example "
                              "Lessons holds three."));
    m_empty->setVisible(count == 0);
    m_remove->setEnabled(count > 0);
    showCurrent(m_document->current());
    drawThumbnails();
}

void ScenesView::showCurrent(int index)
{
    const QSignalBlocker block(m_list);
    if (index >= 0 && index < m_list->count())
        m_list->setCurrentRow(index);
}

void ScenesView::onItemChanged(QListWidgetItem *item)
{
    const int index = m_list->row(item);
    if (index < 0 || index >= m_document->sceneCount())
        return;
    const QString text = item->text().trimmed();
    // The words shown for a scene without a note are not a note.
    if (text == itemText(index))
        return;
    m_committing = true;
    m_document->setNote(index, m_language(), text);
    m_committing = false;
}

void ScenesView::onRowsMoved()
{
    // The list holds the new order (each item knows the scene it was); the document takes it.
    std::vector<int> order;
    for (int i = 0; i < m_list->count(); ++i)
        order.push_back(m_list->item(i)->data(Qt::UserRole).toInt());
    m_document->reorder(order);
}

bool ScenesView::eventFilter(QObject *watched, QEvent *event)
{
    // (While a note is edited its keys go to the editor, not to the list.)
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) || key->key() == Qt::Key_Backspace) {
            removeCurrent();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ScenesView::removeCurrent()
{
    const int row = m_list->currentRow();
    if (row >= 0)
        m_document->remove(row);
}

void ScenesView::drawThumbnails()
{
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setData(Qt::UserRole, i);
    if (m_job) {
        m_job->stop();
        m_job->release();
    }
    if (!m_document->isOpen() || m_document->sceneCount() == 0)
        return;
    // The boards are drawn behind the window: a scene at step 1,000,000 replays its run.
    auto scenes = std::make_shared<std::vector<LessonScene>>(m_document->lesson().scenes);
    auto images = std::make_shared<std::vector<QImage>>();
    const Theme theme = m_theme;
    m_job = new BackgroundJob([scenes, images, theme](BackgroundJob &job) {
        for (const LessonScene &scene : *scenes) {
            if (job.isStopping())
                return;
            const PlayState state = scene.position.kind == ScenePosition::Kind::Step
                ? RunWalk::to(scene.setup.run, scene.position.step, job.stopFlag())
                : PlayState::startOf(Algorithms::info(scene.setup.run.algorithm),
                                     scene.setup.run.options());
            BoardPicture picture = ScenePicture::of(scene, state, theme);
            picture.coordinates = false;
            images->push_back(BoardRenderer::image(picture, kThumbnail * 2));
        }
    });
    connect(m_job, &BackgroundJob::finished, this, [this, images] {
        for (int i = 0; i < m_list->count() && i < int(images->size()); ++i) {
            QPixmap pixmap = QPixmap::fromImage((*images)[std::size_t(i)]);
            pixmap.setDevicePixelRatio(2.0);
            m_list->item(i)->setIcon(pixmap);
        }
        m_job->release();
    });
    m_job->start();
}

} // namespace nq
