from train import run

print(run())
