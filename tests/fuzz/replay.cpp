// SPDX-License-Identifier: GPL-3.0-or-later
// The suite's side of a fuzz target: a main that feeds every file of the target's committed
// corpus (and any file or folder named on the command line) to LLVMFuzzerTestOneInput, without
// libFuzzer, so the normal build and the sanitizer builds run each seed and each kept finding as
// a regression row. A target that aborts or trips a sanitizer on one fails the test, which names
// the file first.
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

namespace {

// The files named: a folder stands for its files, in name order.
QStringList inputsOf(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isDir())
        return { path };
    QStringList files;
    const QDir dir(path);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

} // namespace

int main(int argc, char **argv)
{
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s CORPUS_DIR_OR_FILE...\n", argv[0]);
        return 2;
    }
    int replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const QStringList files = inputsOf(QString::fromLocal8Bit(argv[i]));
        for (const QString &file : files) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "replay: cannot read %s\n", qPrintable(file));
                return 1;
            }
            const QByteArray bytes = f.readAll();
            std::fprintf(stderr, "replay: %s (%lld bytes)\n", qPrintable(file),
                         static_cast<long long>(bytes.size()));
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                   static_cast<std::size_t>(bytes.size()));
            ++replayed;
        }
    }
    if (replayed == 0) {
        std::fprintf(stderr, "replay: no inputs found\n");
        return 1;
    }
    std::printf("replay: %d inputs, no finding\n", replayed);
    return 0;
}
